// jump_check.js - npm @subspace/jump-consistent-hash (a BigInt port of the
// paper's code) on the keys jump.test writes, against rowkey's 'jump'.
//
//   node jump_check.js PKGDIR KEYS.tsv
//
// Each line of KEYS.tsv: the key (int64, decimal), n, rowkey's bucket. The
// package takes the key as 8 big-endian bytes of its uint64. Prints the
// differences, then "ok".
'use strict';
const fs = require('fs');
const path = require('path');
const [pkgdir, keysFile] = process.argv.slice(2);
const { jumpConsistentHash } = require(path.join(pkgdir, 'node_modules', '@subspace', 'jump-consistent-hash'));
let bad = 0, count = 0;
for (const line of fs.readFileSync(keysFile, 'utf8').split('\n')) {
  if (line === '') continue;
  const [k, n, part] = line.split('\t');
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(k)));
  const b = jumpConsistentHash(bytes, Number(n));
  count++;
  if (String(b) !== part && bad++ < 10) console.log(`${k} n=${n}: package ${b}, rowkey ${part}`);
}
if (bad) console.log(`${bad} of ${count} keys differ`);
else console.log(`${count} keys equal`);
if (!bad && count > 0) console.log('ok');
