#!/usr/bin/env tclsh
# gen_librdkafka_vectors.tcl - writes test/vectors/librdkafka_murmur2.tsv,
# _murmur2_random, _fnv1a and _fnv1a_random from the installed librdkafka
# (Debian librdkafka-dev), never from rowkey's code.
#
#   tclsh tools/gen_librdkafka_vectors.tcl [OUTDIR]     (default test/vectors)
#
# The keys (kind, value, n) are those of test/vectors/librdkafka_consistent.tsv,
# plus NULL keys at several n. Two programs built with -lrdkafka answer:
# test/librdkafka_producer.c gives the partition from the delivery report of
# librdkafka's own producer (its mock cluster, a topic of n partitions, the
# partitioner set), and "random" where a NULL or empty key, produced 24
# times, did not land in one partition (written NULL); test/librdkafka_check.c
# gives the exported partitioner functions' answer at n = 2147483647 and
# 2147483646, from which the hash the partitioner reduces % n is recovered
# (it is below 2^31 + 1, so the two remainders fix it).

set root [file dirname [file dirname [file normalize [info script]]]]
set outdir [expr {$argc > 0 ? [lindex $argv 0] : [file join $root test vectors]}]
set tmp [file join [expr {[info exists env(TMPDIR)] ? $env(TMPDIR) : "/tmp"}] \
           rowkey_rdkvec_[pid]]
file mkdir $tmp

proc build {name} {
  set exe [file join $::tmp $name]
  exec cc -std=c99 -O1 -o $exe [file join $::root test $name.c] -lrdkafka 2>@1
  return $exe
}

try {
  set check [build librdkafka_check]
  set producer [build librdkafka_producer]
  set version [exec dpkg-query -W -f {${Version}} librdkafka1]

  # The keys: kind value n, and the key bytes in hex ("null": none).
  set keys {}
  set f [open [file join $root test vectors librdkafka_consistent.tsv]]
  while {[gets $f line] >= 0} {
    if {$line eq "" || [string match "#*" $line] || [string match "kind\t*" $line]} continue
    lassign [split $line \t] kind value n
    switch $kind {
      int   { set hex [binary encode hex [binary format W $value]] }
      int32 { set hex [binary encode hex [binary format I $value]] }
      default { set hex $value }
    }
    lappend keys [list $kind $value $n $hex]
  }
  close $f
  # NULL keys: at least 2 partitions, where a random choice can show.
  foreach n {2 3 7 12 16 97 100 256 997 1000} {
    lappend keys [list null "" $n null]
  }

  # The producer, at each key's n.
  set in ""
  foreach k $keys {
    lassign $k kind value n hex
    # (Not through expr, which would read "0001" as a number.)
    if {$hex eq ""} { set hex - }
    append in "$hex $n\n"
  }
  set placed [split [string trim [exec $producer << $in 2>@stderr]] \n]
  if {[llength $placed] != [llength $keys]} { error "producer: [llength $placed] lines" }

  # The partitioner functions at the two largest n (a NULL key: the zero
  # bytes the producer passes them).
  set in ""
  foreach k $keys {
    set hex [lindex $k 3]
    if {$hex eq "" || $hex eq "null"} { set hex - }
    append in "$hex 2147483647\n$hex 2147483646\n"
  }
  set fn [split [string trim [exec $check << $in]] \n]
  set M1 2147483647
  set hashes {}
  foreach {a b} $fn {
    # columns: consistent consistent_random fnv1a murmur2
    set h {}
    foreach col {2 3} {
      set ra [lindex $a $col]
      set rb [lindex $b $col]
      # v < 2^31 - 2: v twice; v = 2^31 - 2: v and 0; v = 2^31 - 1: 0
      # and 1; v = 2^31: 1 and 2.
      if {$ra == $M1 - 1 && $rb == 0} {
        lappend h $ra
      } elseif {$ra == 0 && $rb == 1} {
        lappend h $M1
      } elseif {$ra == 1 && $rb == 2} {
        lappend h [expr {$M1 + 1}]
      } elseif {$ra == $rb} {
        lappend h $ra
      } else {
        error "no hash fits $ra mod 2147483647, $rb mod 2147483646"
      }
    }
    lappend hashes $h
  }

  set keytext "# key bytes: int = 8 bytes big-endian (Java LongSerializer), int32 = 4 bytes big-endian (IntegerSerializer), text = the UTF-8 bytes (StringSerializer), blob = the bytes, null = no key (the producer's NULL key)"
  foreach {scheme part col hcol hashname} {
    librdkafka_murmur2 murmur2 2 1 {MurmurHash2 of the key bytes, seed 0x9747b28c, & 0x7fffffff}
    librdkafka_murmur2_random murmur2_random 3 1 {MurmurHash2 of the key bytes, seed 0x9747b28c, & 0x7fffffff}
    librdkafka_fnv1a fnv1a 4 0 {abs() of FNV-1a 32 of the key bytes read as int32, 0 .. 2^31}
    librdkafka_fnv1a_random fnv1a_random 5 0 {abs() of FNV-1a 32 of the key bytes read as int32, 0 .. 2^31}
  } {
    set fnname [expr {$hcol ? "murmur2" : "fnv1a"}]
    set out [open [file join $outdir $scheme.tsv] w]
    puts $out "# scheme: $scheme (partitioner $part)"
    puts $out "# produced by: librdkafka $version (Debian librdkafka1/librdkafka-dev), tools/gen_librdkafka_vectors.tcl: partition = the partition in the delivery report of librdkafka's producer with partitioner=$part, producing to a topic of n partitions on the library's mock cluster (test.mock.num.brokers=1; test/librdkafka_producer.c), NULL where a NULL or empty key produced 24 times, further apart than sticky.partitioning.linger.ms, did not land in one partition; hash = recovered from the exported rd_kafka_msg_partitioner_$fnname at n = 2147483647 and 2147483646 (test/librdkafka_check.c); a NULL key's hash is that of zero bytes, which the producer passes to the partitioner, or NULL where its partition is random; keys: those of librdkafka_consistent.tsv, and NULL"
    puts $out $keytext
    puts $out "# columns: kind (int: a 64-bit integer key (SQLite INTEGER), decimal; int32: a 32-bit integer key (INT, the scheme's ':int32' form), decimal; text: a TEXT key, its UTF-8 bytes in hex; blob: a BLOB key, its bytes in hex; null: a NULL key), value, n, hash ($hashname), partition (NULL: no defined partition)"
    puts $out "kind\tvalue\tn\thash\tpartition"
    foreach k $keys p $placed h $hashes {
      lassign $k kind value n
      set partition [lindex $p $col]
      set hash [lindex $h $hcol]
      if {$partition eq "random"} {
        set partition NULL
        if {$kind eq "null"} { set hash NULL }
      }
      puts $out "$kind\t$value\t$n\t$hash\t$partition"
    }
    close $out
  }
} finally {
  file delete -force $tmp
}
