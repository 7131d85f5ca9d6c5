# murmur_model.tcl - an independent Tcl model of the partitioning schemes,
# written from docs/partitioning.md and the reference descriptions of the
# hashes, used by murmur.test to cross-check the C code on inputs the
# vector files do not cover. It shares nothing with the C implementation
# but the weight data file data/general_ci_weights.tsv.
#
# Byte strings are Tcl lists of integers 0..255. Hashes come back as the
# systems report them (signed).

namespace eval model {
  variable M32 0xFFFFFFFF
  variable M64 0xFFFFFFFFFFFFFFFF
}

proc model::s32 {x} { expr {$x >= 0x80000000 ? $x - 0x100000000 : $x} }
proc model::s64 {x} {
  expr {$x >= 0x8000000000000000 ? $x - 0x10000000000000000 : $x}
}
proc model::sx {b} { expr {$b >= 128 ? $b - 256 : $b} }
proc model::rotl32 {x r} {
  expr {(($x << $r) | ($x >> (32 - $r))) & 0xFFFFFFFF}
}
proc model::rotl64 {x r} {
  expr {(($x << $r) | ($x >> (64 - $r))) & 0xFFFFFFFFFFFFFFFF}
}
# Little-endian integer of bytes i .. i+n-1.
proc model::le {bytes i n} {
  set v 0
  for {set j [expr {$n - 1}]} {$j >= 0} {incr j -1} {
    set v [expr {($v << 8) | [lindex $bytes [expr {$i + $j}]]}]
  }
  return $v
}
# The n bytes of a (possibly negative) integer, little- or big-endian.
proc model::int_bytes {v n order} {
  set out {}
  for {set i 0} {$i < $n} {incr i} { lappend out [expr {($v >> (8*$i)) & 0xFF}] }
  if {$order eq "be"} { set out [lreverse $out] }
  return $out
}

# ---- MurmurHash3 x86_32; tail is std, signed or spark ---------------------
proc model::m3_mixk {k} {
  set k [expr {($k * 0xcc9e2d51) & 0xFFFFFFFF}]
  set k [rotl32 $k 15]
  expr {($k * 0x1b873593) & 0xFFFFFFFF}
}
proc model::m3_mixh {h k} {
  set h [rotl32 [expr {$h ^ $k}] 13]
  expr {($h * 5 + 0xe6546b64) & 0xFFFFFFFF}
}
proc model::m3_32 {bytes seed tail} {
  set h [expr {$seed & 0xFFFFFFFF}]
  set n [llength $bytes]
  set nb [expr {$n / 4 * 4}]
  for {set i 0} {$i < $nb} {incr i 4} {
    set h [m3_mixh $h [m3_mixk [le $bytes $i 4]]]
  }
  set t [lrange $bytes $nb end]
  if {[llength $t]} {
    switch -- $tail {
      std {
        set k 0
        foreach b $t j {0 1 2} { if {$b ne ""} { set k [expr {$k | ($b << (8*$j))}] } }
        set h [expr {$h ^ [m3_mixk $k]}]
      }
      signed {
        set k 0
        foreach b $t j {0 1 2} {
          if {$b ne ""} { set k [expr {($k ^ ([sx $b] << (8*$j))) & 0xFFFFFFFF}] }
        }
        set h [expr {$h ^ [m3_mixk $k]}]
      }
      spark {
        foreach b $t { set h [m3_mixh $h [m3_mixk [expr {[sx $b] & 0xFFFFFFFF}]]] }
      }
    }
  }
  set h [expr {$h ^ $n}]
  set h [expr {$h ^ ($h >> 16)}]
  set h [expr {($h * 0x85ebca6b) & 0xFFFFFFFF}]
  set h [expr {$h ^ ($h >> 13)}]
  set h [expr {($h * 0xc2b2ae35) & 0xFFFFFFFF}]
  s32 [expr {$h ^ ($h >> 16)}]
}

# ---- MurmurHash2 (32-bit) --------------------------------------------------
proc model::murmur2 {bytes seed} {
  set m 0x5bd1e995
  set n [llength $bytes]
  set h [expr {($seed ^ $n) & 0xFFFFFFFF}]
  set nb [expr {$n / 4 * 4}]
  for {set i 0} {$i < $nb} {incr i 4} {
    set k [expr {([le $bytes $i 4] * $m) & 0xFFFFFFFF}]
    set k [expr {$k ^ ($k >> 24)}]
    set k [expr {($k * $m) & 0xFFFFFFFF}]
    set h [expr {(($h * $m) & 0xFFFFFFFF) ^ $k}]
  }
  set r [expr {$n - $nb}]
  if {$r >= 3} { set h [expr {$h ^ ([lindex $bytes [expr {$nb + 2}]] << 16)}] }
  if {$r >= 2} { set h [expr {$h ^ ([lindex $bytes [expr {$nb + 1}]] << 8)}] }
  if {$r >= 1} {
    set h [expr {$h ^ [lindex $bytes $nb]}]
    set h [expr {($h * $m) & 0xFFFFFFFF}]
  }
  set h [expr {$h ^ ($h >> 13)}]
  set h [expr {($h * $m) & 0xFFFFFFFF}]
  s32 [expr {$h ^ ($h >> 15)}]
}

# ---- MurmurHash64A ---------------------------------------------------------
proc model::m64a {bytes seed} {
  set m 0xc6a4a7935bd1e995
  set M 0xFFFFFFFFFFFFFFFF
  set n [llength $bytes]
  set h [expr {(($seed & $M) ^ ($n * $m)) & $M}]
  set nb [expr {$n / 8 * 8}]
  for {set i 0} {$i < $nb} {incr i 8} {
    set k [expr {([le $bytes $i 8] * $m) & $M}]
    set k [expr {$k ^ ($k >> 47)}]
    set k [expr {($k * $m) & $M}]
    set h [expr {(($h ^ $k) * $m) & $M}]
  }
  if {$n > $nb} {
    set h [expr {$h ^ [le $bytes $nb [expr {$n - $nb}]]}]
    set h [expr {($h * $m) & $M}]
  }
  set h [expr {$h ^ ($h >> 47)}]
  set h [expr {($h * $m) & $M}]
  s64 [expr {$h ^ ($h >> 47)}]
}

# ---- MurmurHash3 x64_128, h1; signed: Cassandra's tail ----------------------
proc model::fmix64 {k} {
  set M 0xFFFFFFFFFFFFFFFF
  set k [expr {$k ^ ($k >> 33)}]
  set k [expr {($k * 0xff51afd7ed558ccd) & $M}]
  set k [expr {$k ^ ($k >> 33)}]
  set k [expr {($k * 0xc4ceb9fe1a85ec53) & $M}]
  expr {$k ^ ($k >> 33)}
}
proc model::m3_128 {bytes seed signed} {
  set M 0xFFFFFFFFFFFFFFFF
  set c1 0x87c37b91114253d5
  set c2 0x4cf5ad432745937f
  set h1 [expr {$seed & $M}]
  set h2 $h1
  set n [llength $bytes]
  set nb [expr {$n / 16 * 16}]
  for {set i 0} {$i < $nb} {incr i 16} {
    set k1 [le $bytes $i 8]
    set k2 [le $bytes [expr {$i + 8}] 8]
    set k1 [expr {([rotl64 [expr {($k1 * $c1) & $M}] 31] * $c2) & $M}]
    set h1 [expr {$h1 ^ $k1}]
    set h1 [expr {(([rotl64 $h1 27] + $h2) * 5 + 0x52dce729) & $M}]
    set k2 [expr {([rotl64 [expr {($k2 * $c2) & $M}] 33] * $c1) & $M}]
    set h2 [expr {$h2 ^ $k2}]
    set h2 [expr {(([rotl64 $h2 31] + $h1) * 5 + 0x38495ab5) & $M}]
  }
  set k1 0
  set k2 0
  set j 0
  foreach b [lrange $bytes $nb end] {
    set v [expr {$signed ? [sx $b] : $b}]
    if {$j < 8} {
      set k1 [expr {($k1 ^ ($v << (8*$j))) & $M}]
    } else {
      set k2 [expr {($k2 ^ ($v << (8*($j - 8)))) & $M}]
    }
    incr j
  }
  if {$j > 8} {
    set k2 [expr {([rotl64 [expr {($k2 * $c2) & $M}] 33] * $c1) & $M}]
    set h2 [expr {$h2 ^ $k2}]
  }
  if {$j > 0} {
    set k1 [expr {([rotl64 [expr {($k1 * $c1) & $M}] 31] * $c2) & $M}]
    set h1 [expr {$h1 ^ $k1}]
  }
  set h1 [expr {$h1 ^ $n}]
  set h2 [expr {$h2 ^ $n}]
  set h1 [expr {($h1 + $h2) & $M}]
  set h2 [expr {($h2 + $h1) & $M}]
  set h1 [fmix64 $h1]
  set h2 [fmix64 $h2]
  s64 [expr {($h1 + $h2) & $M}]
}

# ---- utf8mb4_general_ci -----------------------------------------------------
proc model::load_weights {path} {
  variable W
  set f [open $path r]
  while {[gets $f line] >= 0} {
    if {$line eq "" || [string index $line 0] eq "#"} continue
    lassign [split $line "\t"] cp w
    set W([expr {"0x$cp"}]) [expr {"0x$w"}]
  }
  close $f
}
proc model::weight {cp} {
  variable W
  if {$cp > 0xFFFF} { return 0xFFFD }
  if {[info exists W($cp)]} { return $W($cp) }
  return $cp
}
proc model::general_ci {bytes seed} {
  while {[llength $bytes] && [lindex $bytes end] == 32} {
    set bytes [lrange $bytes 0 end-1]
  }
  set n [llength $bytes]
  set buf {}
  set i 0
  while {$i < $n} {
    set c [lindex $bytes $i]
    if {$c < 0x80} {
      set cp $c; set len 1; set min 0
    } elseif {($c & 0xE0) == 0xC0} {
      set cp [expr {$c & 0x1F}]; set len 2; set min 0x80
    } elseif {($c & 0xF0) == 0xE0} {
      set cp [expr {$c & 0x0F}]; set len 3; set min 0x800
    } elseif {($c & 0xF8) == 0xF0} {
      set cp [expr {$c & 0x07}]; set len 4; set min 0x10000
    } else {
      break
    }
    if {$i + $len > $n} break
    set ok 1
    for {set j 1} {$j < $len} {incr j} {
      set b [lindex $bytes [expr {$i + $j}]]
      if {($b & 0xC0) != 0x80} { set ok 0; break }
      set cp [expr {($cp << 6) | ($b & 0x3F)}]
    }
    if {!$ok || $cp < $min || ($cp >= 0xD800 && $cp <= 0xDFFF) || $cp > 0x10FFFF} break
    set w [weight $cp]
    lappend buf [expr {$w & 0xFF}] [expr {$w >> 8}]
    if {[llength $buf] == 128} {
      set seed [m64a $buf $seed]
      set buf {}
    }
    incr i $len
  }
  if {[llength $buf]} { set seed [m64a $buf $seed] }
  return [s64 [expr {$seed & 0xFFFFFFFFFFFFFFFF}]]
}

# ---- schemes ---------------------------------------------------------------
# model::hash SCHEME KIND VALUE ?SEED?: KIND is int, int32, text, blob (VALUE
# a list of bytes for text and blob), real (VALUE the 8 IEEE bytes,
# little-endian) or null. Returns the hash, or "" for no partition.
proc model::hash {scheme kind value {seed ""}} {
  set defaults {oceanbase 0 oceanbase_bin 0 kafka 0x9747b28c spark 42
                iceberg 0 hive 104729 cassandra 0}
  if {$seed eq ""} { set seed [dict get $defaults $scheme] }
  if {$kind eq "null"} {
    switch -- $scheme {
      oceanbase - oceanbase_bin { return [m64a {0 0 0 0} $seed] }
      spark { return [s32 [expr {$seed & 0xFFFFFFFF}]] }
      hive { return 0 }
      default { return "" }
    }
  }
  if {$kind eq "real" && $value eq {0 0 0 0 0 0 0 128}} {
    set value {0 0 0 0 0 0 0 0}   ;# -0.0 hashes as 0.0
  }
  if {$kind eq "int" || $kind eq "int32"} {
    set w [expr {$kind eq "int32" ? 4 : 8}]
    switch -- $scheme {
      oceanbase - oceanbase_bin { set value [int_bytes $value 8 le] }
      iceberg { set value [int_bytes $value 8 le] }
      spark { set value [int_bytes $value $w le] }
      default { set value [int_bytes $value $w be] }
    }
  }
  switch -- $scheme {
    oceanbase {
      if {$kind eq "text"} { return [general_ci $value $seed] }
      return [m64a $value $seed]
    }
    oceanbase_bin {
      if {$kind eq "text"} {
        while {[llength $value] && [lindex $value end] == 32} {
          set value [lrange $value 0 end-1]
        }
      }
      return [m64a $value $seed]
    }
    kafka   { return [murmur2 $value $seed] }
    spark   { return [m3_32 $value $seed spark] }
    iceberg { return [m3_32 $value $seed std] }
    hive    { return [m3_32 $value $seed signed] }
    cassandra {
      if {[llength $value] == 0} { return -9223372036854775808 }
      set t [m3_128 $value $seed 1]
      if {$t == -9223372036854775808} { return 9223372036854775807 }
      return $t
    }
  }
  error "unknown scheme $scheme"
}

proc model::partition {scheme hash n} {
  if {$hash eq ""} { return "" }
  switch -- $scheme {
    oceanbase - oceanbase_bin { return [expr {abs($hash) % $n}] }
    spark {
      # Tcl's % floors; pmod is the same for n > 0.
      return [expr {$hash % $n}]
    }
    cassandra { return [expr {(($hash + 2**63) * $n) / 2**64}] }
    default { return [expr {($hash & 0x7fffffff) % $n}] }
  }
}

# Hex of a byte list, for X'..' literals.
proc model::hex {bytes} {
  set s ""
  foreach b $bytes { append s [format %02x $b] }
  return $s
}
# Bytes of a Tcl string encoded as UTF-8.
proc model::utf8 {str} {
  binary scan [encoding convertto utf-8 $str] cu* out
  return $out
}
