# systems.tcl - what the tests that run a real system share
# (librdkafka.test, redis.test, and through servers.tcl the PostgreSQL and
# ClickHouse tests): the skip rule, generated keys, a temporary directory,
# a free loopback port and the processes a test started.
#
# A system that is not installed is reported as "skipped: ..." with the
# Debian packages to install; with ROWKEY_REQUIRE_CLIENTS=1 (as .ci/run sets
# it) a skip is a failure instead, as in clients.test.

proc system_skip {name why} {
  set require [expr {[info exists ::env(ROWKEY_REQUIRE_CLIENTS)]
                     && $::env(ROWKEY_REQUIRE_CLIENTS) ni {"" 0}}]
  if {$require} {
    do_test $name [list set ::system_skipped "skipped: $why"] "ran (ROWKEY_REQUIRE_CLIENTS is set)"
  } else {
    puts "skipped: $why"
  }
}

# A deterministic generator (64-bit LCG, Knuth's MMIX constants), so that a
# failure can be reproduced; only the high bits are used.
proc kg_seed {s} { set ::kg_x [expr {$s & 0xFFFFFFFFFFFFFFFF}] }
proc kg_rand {n} {
  set ::kg_x [expr {($::kg_x * 6364136223846793005 + 1442695040888963407)
                    & 0xFFFFFFFFFFFFFFFF}]
  return [expr {($::kg_x >> 33) % $n}]
}
proc kg_pick {list} { lindex $list [kg_rand [llength $list]] }

# The UTF-8 bytes of code point c (a byte string).
proc kg_utf8 {c} {
  if {$c < 0x80} { return [binary format c $c] }
  if {$c < 0x800} {
    return [binary format cc [expr {0xC0 | ($c >> 6)}] [expr {0x80 | ($c & 0x3F)}]]
  }
  if {$c < 0x10000} {
    return [binary format ccc [expr {0xE0 | ($c >> 12)}] \
              [expr {0x80 | (($c >> 6) & 0x3F)}] [expr {0x80 | ($c & 0x3F)}]]
  }
  return [binary format cccc [expr {0xF0 | ($c >> 18)}] [expr {0x80 | (($c >> 12) & 0x3F)}] \
            [expr {0x80 | (($c >> 6) & 0x3F)}] [expr {0x80 | ($c & 0x3F)}]]
}

# Valid UTF-8 text of up to maxlen characters, as bytes: mostly ASCII
# (with '{' and '}' often, for Redis hash tags), some 2-, 3- and 4-byte
# characters.
proc kg_text {maxlen} {
  set len [kg_rand [expr {$maxlen + 1}]]
  set s ""
  for {set i 0} {$i < $len} {incr i} {
    set r [kg_rand 20]
    if {$r < 3} {
      set c [kg_pick {123 125}]
    } elseif {$r < 13} {
      set c [expr {32 + [kg_rand 95]}]
    } elseif {$r < 15} {
      set c [expr {0x80 + [kg_rand [expr {0x800 - 0x80}]]}]
    } elseif {$r < 18} {
      set c [expr {0x800 + [kg_rand [expr {0xD800 - 0x800}]]}]
      if {[kg_rand 2]} { set c [expr {0xE000 + [kg_rand 0x2000]}] }
    } else {
      set c [expr {0x10000 + [kg_rand 0x100000]}]
    }
    append s [kg_utf8 $c]
  }
  return $s
}

# Up to maxlen bytes of any value (with '{' and '}' often).
proc kg_bytes {maxlen} {
  set len [kg_rand [expr {$maxlen + 1}]]
  set b {}
  for {set i 0} {$i < $len} {incr i} {
    if {[kg_rand 8] == 0} { lappend b [kg_pick {123 125 0}] } else { lappend b [kg_rand 256] }
  }
  return [binary format c* $b]
}

# A 64-bit integer: an edge value, a small one or any.
proc kg_int64 {} {
  switch [kg_rand 4] {
    0 { return [kg_pick {0 1 -1 127 128 -128 255 256 65535 2147483647 -2147483648
                         2147483648 4294967295 9223372036854775807 -9223372036854775808}] }
    1 { return [expr {[kg_rand 2000001] - 1000000}] }
    default {
      set v [expr {([kg_rand 0x40000000] << 33) ^ ([kg_rand 0x80000000] << 2) ^ [kg_rand 4]}]
      if {[kg_rand 2]} { set v [expr {$v - 0x7FFFFFFFFFFFFFFF - 1}] }
      return $v
    }
  }
}

proc kg_int32 {} {
  switch [kg_rand 3] {
    0 { return [kg_pick {0 1 -1 2147483647 -2147483648 -2147483647}] }
    default { return [expr {[kg_rand 0x100000000] - 0x80000000}] }
  }
}

# A fresh temporary directory (under TMPDIR), mode 0700.
proc sys_tmpdir {prefix} {
  set base [expr {[info exists ::env(TMPDIR)] && $::env(TMPDIR) ne ""
                  ? $::env(TMPDIR) : "/tmp"}]
  for {set i 0} {$i < 100} {incr i} {
    set d [file join $base "${prefix}_[pid]_[clock clicks]_$i"]
    if {![file exists $d]} {
      file mkdir $d
      file attributes $d -permissions 0700
      return $d
    }
  }
  error "no temporary directory under $base"
}

# A TCP port on 127.0.0.1 that nothing listens on now (and, for Redis
# Cluster, whose bus port, port + 10000, is free too).
proc sys_free_port {} {
  for {set i 0} {$i < 50} {incr i} {
    set s [socket -server {apply {{c a p} {close $c}}} -myaddr 127.0.0.1 0]
    set port [lindex [fconfigure $s -sockname] 2]
    close $s
    if {$port + 10000 > 65535} continue
    if {[catch {socket -server {apply {{c a p} {close $c}}} -myaddr 127.0.0.1 [expr {$port + 10000}]} s2]} continue
    close $s2
    return $port
  }
  error "no free port pair on 127.0.0.1"
}

# ---- Processes the test started -------------------------------------------

# Starts a program in the background with its output in log; returns its
# PID.
proc sys_start {log args} {
  return [exec {*}$args >$log 2>@1 &]
}

# 1 while the process pid runs (a zombie, dead but not yet reaped, or a
# dead one counts as gone).
proc sys_alive {pid} {
  if {[catch {open /proc/$pid/status} f]} { return 0 }
  set st [read $f]
  close $f
  return [expr {![regexp {\nState:\s+[ZX]} $st]}]
}

# Stops the process pid (one this test started): SIGTERM, then SIGKILL
# after about 5 s.
proc sys_stop {pid} {
  catch {exec kill -TERM $pid}
  for {set i 0} {$i < 100 && [sys_alive $pid]} {incr i} { after 50 }
  if {[sys_alive $pid]} {
    catch {exec kill -KILL $pid}
    for {set i 0} {$i < 40 && [sys_alive $pid]} {incr i} { after 50 }
  }
}

# ---- A minimal RESP client (Redis protocol), binary-safe ----------------

# One command as RESP: each argument a byte string.
proc resp_cmd {args} {
  set s "*[llength $args]\r\n"
  foreach a $args { append s "\$[string length $a]\r\n$a\r\n" }
  return $s
}

# Parses one reply at index i of buf: {value next-index}, or {} when buf
# holds only part of it. An error reply is {-ERR ...}.
proc resp_parse {buf i} {
  set e [string first "\r\n" $buf $i]
  if {$e < 0} { return {} }
  set type [string index $buf $i]
  set line [string range $buf [expr {$i + 1}] [expr {$e - 1}]]
  set next [expr {$e + 2}]
  switch -- $type {
    + - : { return [list $line $next] }
    - { return [list "-$line" $next] }
    $ {
      if {$line < 0} { return [list {} $next] }
      if {[string length $buf] < $next + $line + 2} { return {} }
      return [list [string range $buf $next [expr {$next + $line - 1}]] [expr {$next + $line + 2}]]
    }
    * {
      set items {}
      for {set k 0} {$k < $line} {incr k} {
        set r [resp_parse $buf $next]
        if {$r eq {}} { return {} }
        lappend items [lindex $r 0]
        set next [lindex $r 1]
      }
      return [list $items $next]
    }
    default { error "bad RESP reply: [string range $buf $i [expr {$i + 40}]]" }
  }
}

proc resp_open {port} {
  set c [socket 127.0.0.1 $port]
  fconfigure $c -translation binary -buffering full -blocking 1
  return $c
}

# Sends the commands (each made by resp_cmd) and returns their replies;
# fails after timeout ms.
proc resp_call {chan cmds {timeout 10000}} {
  set deadline [expr {[clock milliseconds] + $timeout}]
  set out {}
  set buf ""
  set i 0
  # In batches, so that neither side's socket buffer fills up.
  for {set b 0} {$b < [llength $cmds]} {incr b 500} {
    set batch [lrange $cmds $b [expr {$b + 499}]]
    fconfigure $chan -blocking 1
    puts -nonewline $chan [join $batch ""]
    flush $chan
    fconfigure $chan -blocking 0
    set want [expr {[llength $out] + [llength $batch]}]
    while {[llength $out] < $want} {
      set r [resp_parse $buf $i]
      if {$r ne {}} {
        lappend out [lindex $r 0]
        set i [lindex $r 1]
        continue
      }
      if {[clock milliseconds] > $deadline} { error "no reply from Redis within $timeout ms" }
      set data [read $chan]
      if {$data eq ""} {
        if {[eof $chan]} { error "Redis closed the connection" }
        after 2
      } else {
        set buf [string range $buf $i end]
        set i 0
        append buf $data
      }
    }
  }
  fconfigure $chan -blocking 1
  return $out
}

# Waits until a Redis server answers PING on port (at most about 10 s).
proc redis_wait {port} {
  for {set i 0} {$i < 200} {incr i} {
    if {![catch {resp_open $port} c]} {
      set ok [expr {![catch {resp_call $c [list [resp_cmd PING]] 2000} r] && $r eq "PONG"}]
      close $c
      if {$ok} { return 1 }
    }
    after 50
  }
  return 0
}
