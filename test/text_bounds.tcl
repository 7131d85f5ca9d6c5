# text_bounds.tcl - bounds on an INTEGER column in every form SQLite's
# numeric affinity reads as a number, and in forms close to them that it
# reads as text, for the table-valued functions that jump to the rows a
# bound on "region" asks for (split_points.test, hbase_splits.test).
#
#   text_bound_diffs FROM LO HI
#
# Creates a plain table holding the integers LO..HI in an INTEGER column
# and runs, for each bound B below around LO and each of =, <, <=, >, >=,
#   SELECT group_concat(region) FROM FROM WHERE region OP B AND region >= LO
# and the same over the plain table: SQLite itself says which rows pass.
# FROM must have the rows LO..HI and none above HI. Returns the bounds whose
# rows differ, with both answers. The bound comes first in the WHERE clause,
# so that it is the one the table-valued function narrows by; a lower bound
# that lets every row of LO..HI through is left out when LO is above 10
# (it would walk the rows below LO).

# SQL expressions, with X standing for the integer LO + 3 (at the end, the
# same as numbers and a blob).
set ::text_bounds {
  'X' {' X'} {'X '} {char(9,10,11,12,13,32) || 'X' || char(9,10,11,12,13,32)}
  '+X' '0X' '000000000000000000000X' 'X.0' 'X.5' 'X.' 'X.e0' 'Xe0' 'XE+0'
  'X0e-1' 'X5e-1' '-X' '-0' {' -X.5 '} '.5e1'
  'Xe' 'Xe+' 'X.5.' {'X x'} 'Xx' 'x' '' {' '} '.' '-' '+' {'- X'} '+-X' 'X_0'
  {char(160) || 'X'} {'X' || char(0)} {'X' || char(0) || 'x'}
  {'X.5' || char(0) || 'x'} {char(0) || 'X'}
  '1e999' '-1e999' 'Inf' 'NaN' '0xA'
  '9223372036854775807' '9223372036854775808' '-9223372036854775808'
  '-9223372036854775809' '18446744073709551616'
  X X.5 -X.5 X.0 Xe0 {CAST('X' AS BLOB)}
}

proc text_bound_diffs {from lo hi} {
  db eval {DROP TABLE IF EXISTS temp.text_bound_ref}
  db eval "
    CREATE TEMP TABLE text_bound_ref(region INTEGER);
    WITH RECURSIVE r(i) AS (SELECT $lo UNION ALL SELECT i + 1 FROM r WHERE i < $hi)
    INSERT INTO text_bound_ref SELECT i FROM r;
  "
  set x [expr {$lo + 3}]
  set diffs {}
  foreach b $::text_bounds {
    set b [string map [list X $x] $b]
    foreach op {= < <= > >=} {
      set w "region $op $b AND region >= $lo"
      set want [db eval "SELECT group_concat(region) FROM
                  (SELECT region FROM text_bound_ref WHERE $w ORDER BY region)"]
      if {$lo > 10 && $op in {> >=}
          && $want eq [db one {SELECT group_concat(region) FROM text_bound_ref}]} {
        continue
      }
      set got [db eval "SELECT group_concat(region) FROM $from WHERE $w"]
      if {$got ne $want} { lappend diffs "region $op $b: $got, SQLite $want" }
    }
  }
  db eval {DROP TABLE temp.text_bound_ref}
  return $diffs
}
