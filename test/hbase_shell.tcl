# hbase_shell.tcl - how the HBase shell reads the statements rowkey prints,
# modelled from the documented rules of its two steps (and not from how
# rowkey writes them):
#
# 1. The shell is JRuby: a statement is Ruby. In a single-quoted string
#    literal a backslash followed by a backslash or a quote stands for that
#    character; every other backslash is itself. Literals next to each
#    other (with or without spaces between) are one string: 'o''x' is
#    "ox", not "o'x".
# 2. admin.rb's create passes each SPLITS string to Java and turns it into
#    bytes with org.apache.hadoop.hbase.util.Bytes.toBytesBinary: "\x"
#    followed by two characters from 0-9A-F (uppercase only) is one byte;
#    "\x" followed by anything else drops the backslash (a "bogus escape")
#    and goes on with the "x"; "\x" with fewer than two characters after
#    it throws StringIndexOutOfBoundsException; any other character is its
#    low 8 bits.
#
# Bytes.toStringBinary, HBase's own printed form of a key, is modelled
# too: 0x20-0x7E except the backslash as themselves, every other byte as
# "\x" and two uppercase hex digits.

# The Ruby string read from s at index i, which must be a single quote,
# joined with the literals that follow it. Returns {string next-index}.
proc ruby_string_at {s i} {
  set n [string length $s]
  if {[string index $s $i] ne "'"} {
    error "no single-quoted Ruby string at [string range $s $i end]"
  }
  set out ""
  while {$i < $n && [string index $s $i] eq "'"} {
    incr i
    set closed 0
    while {$i < $n} {
      set c [string index $s $i]
      if {$c eq "\\" && $i + 1 < $n
          && [string index $s [expr {$i + 1}]] in {\\ '}} {
        append out [string index $s [expr {$i + 1}]]
        incr i 2
      } elseif {$c eq "'"} {
        incr i
        set closed 1
        break
      } else {
        append out $c
        incr i
      }
    }
    if {!$closed} { error "unterminated Ruby string in: $s" }
    # Ruby joins adjacent literals, across spaces too.
    set j $i
    while {$j < $n && [string index $s $j] in {" " "\t"}} { incr j }
    if {$j < $n && [string index $s $j] eq "'"} { set i $j }
  }
  return [list $out $i]
}

# The Ruby string of lit, which must be exactly one string expression.
proc ruby_string {lit} {
  if {[string index $lit 0] ne "'"} { error "not a single-quoted Ruby string: $lit" }
  lassign [ruby_string_at $lit 0] str i
  if {$i != [string length $lit]} { error "text after the Ruby string: $lit" }
  return $str
}

# Bytes.toBytesBinary of a Java string: a list of byte values 0..255.
proc to_bytes_binary {s} {
  set n [string length $s]
  set out {}
  for {set i 0} {$i < $n} {incr i} {
    set c [string index $s $i]
    if {$c eq "\\" && $n > $i + 1 && [string index $s [expr {$i + 1}]] eq "x"} {
      if {$i + 3 >= $n} { error "StringIndexOutOfBoundsException: $s" }
      set h [string range $s [expr {$i + 2}] [expr {$i + 3}]]
      if {![regexp {^[0-9A-F][0-9A-F]$} $h]} continue
      lappend out [scan $h %x]
      incr i 3
    } else {
      lappend out [expr {[scan $c %c] & 0xFF}]
    }
  }
  return $out
}

# Bytes.toStringBinary of a list of byte values.
proc to_string_binary {bytes} {
  set out ""
  foreach b $bytes {
    if {$b >= 0x20 && $b <= 0x7E && $b != 0x5C} {
      append out [format %c $b]
    } else {
      append out [format {\x%02X} $b]
    }
  }
  return $out
}

# Bytes as uppercase hex, as SQLite's hex() writes them.
proc bytes_hex {bytes} {
  set out ""
  foreach b $bytes { append out [format %02X $b] }
  return $out
}

# The bytes the shell makes of one SPLITS entry.
proc shell_split_bytes {lit} {
  return [to_bytes_binary [ruby_string $lit]]
}

# Reads "create TABLE, FAMILY, SPLITS => [KEY, ...]" as the shell does:
# returns {table family {hex-of-split ...}}. Errors unless the statement
# has exactly that form.
proc shell_create {stmt} {
  set s [string trim $stmt]
  if {![string match "create *" $s]} { error "not a create statement: $stmt" }
  set i 7
  set vals {}
  foreach what {table family} {
    lassign [ruby_string_at $s $i] v i
    lappend vals $v
    if {[string range $s $i [expr {$i + 1}]] ne ", "} { error "no ', ' after the $what: $stmt" }
    incr i 2
  }
  set head "SPLITS => \["
  if {[string range $s $i [expr {$i + [string length $head] - 1}]] ne $head} {
    error "no SPLITS list: $stmt"
  }
  incr i [string length $head]
  set splits {}
  while {[string index $s $i] ne "\]"} {
    if {[llength $splits] > 0} {
      if {[string range $s $i [expr {$i + 1}]] ne ", "} { error "no ', ' between splits: $stmt" }
      incr i 2
    }
    lassign [ruby_string_at $s $i] v i
    lappend splits [bytes_hex [to_bytes_binary $v]]
  }
  if {$i != [string length $s] - 1} { error "text after the SPLITS list: $stmt" }
  return [list {*}$vals $splits]
}
