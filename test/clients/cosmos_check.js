// cosmos_check.js - Azure Cosmos DB effective partition keys computed by
// the JavaScript SDK itself, against rowkey's.
//
//   node test/clients/cosmos_check.js COSMOS-PACKAGE-DIR KEYS.tsv
//
// COSMOS-PACKAGE-DIR is the installed @azure/cosmos (its package.json is
// there). KEYS.tsv holds one key a line: kind (int, real, text, null),
// value (int: decimal; real: a decimal that reads back as the double;
// text: UTF-8 hex), then what key_hash(k, 'cosmos') and
// key_hash(k, 'cosmos_v1') returned. Each key goes through the SDK's
// hashPartitionKey (utils/hashing/hash.js, which the container's routing
// calls) for a Hash partition key of version 2 and of version 1. Prints
// "ok" when every EPK matched; otherwise the first mismatches and exits
// with status 1.
'use strict';
const fs = require('fs');
const path = require('path');

const [pkgDir, keysFile] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
// The module is not among the package's exports: load it by its path.
const { hashPartitionKey } = require(path.join(pkgDir, 'dist', 'commonjs', 'utils', 'hashing', 'hash.js'));

const v2 = { paths: ['/k'], kind: 'Hash', version: 2 };
const v1 = { paths: ['/k'], kind: 'Hash', version: 1 };
let n = 0;
const bad = [];
for (const line of fs.readFileSync(keysFile, 'utf8').split('\n')) {
  if (line === '') continue;
  const [kind, value, want2, want1] = line.split('\t');
  let key;
  switch (kind) {
    case 'int': key = Number(BigInt(value)); break;   // as JSON.parse reads it
    case 'real': key = Number(value); break;
    case 'text': key = Buffer.from(value, 'hex').toString('utf8'); break;
    case 'null': key = null; break;
    default: throw new Error(`unknown kind ${kind}`);
  }
  const got2 = hashPartitionKey([key], v2), got1 = hashPartitionKey([key], v1);
  n++;
  if (got2 !== want2 || got1 !== want1) {
    bad.push(`${kind} ${value}: sdk ${got2} ${got1}, rowkey ${want2} ${want1}`);
  }
}
if (bad.length || n === 0) {
  console.log(`@azure/cosmos ${pkg.version}: ${bad.length} of ${n} keys differ`);
  for (const b of bad.slice(0, 10)) console.log(b);
  process.exit(1);
}
console.log(`@azure/cosmos ${pkg.version}: ${n} keys agree`);
console.log('ok');
