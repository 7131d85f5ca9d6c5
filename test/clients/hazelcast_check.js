// hazelcast_check.js - the Node.js client of Hazelcast (npm hazelcast-client)
// on the keys hazelcast.test writes, without a cluster: its own
// SerializationServiceV1.toData(key).getPartitionHash() and
// PartitionServiceImpl.getPartitionId(key) against rowkey's key_hash and
// key_partition.
//
//   node hazelcast_check.js PKGDIR KEYS.tsv
//
// PKGDIR is the folder holding node_modules/hazelcast-client. Each line of
// KEYS.tsv: kind (int: a Long, int32: an Integer, text: a String as UTF-8
// hex, blob: a byte[] as hex), value, n, rowkey's hash, rowkey's partition.
// rowkey's partition is Java's HashUtil.hashToIndex (a hash of -2^31 in
// partition 0); the Node.js client's getPartitionId is Math.abs(hash) % n,
// which differs for that hash alone. Prints the differences, then "ok".
'use strict';
const fs = require('fs');
const path = require('path');
const [pkgdir, keysFile] = process.argv.slice(2);
const lib = path.join(pkgdir, 'node_modules', 'hazelcast-client', 'lib');
const { SerializationServiceV1 } = require(path.join(lib, 'serialization', 'SerializationService'));
const { SerializationConfigImpl } = require(path.join(lib, 'config', 'SerializationConfig'));
const { PartitionServiceImpl } = require(path.join(lib, 'PartitionService'));
const Long = require(path.join(pkgdir, 'node_modules', 'long'));

// A JS number is an Integer with defaultNumberType 'integer' (int32 keys);
// Long objects, strings and Buffers serialize as Long, String and byte[].
const config = new SerializationConfigImpl();
config.defaultNumberType = 'integer';
const service = new SerializationServiceV1(config, {});
const logger = { debug() {}, trace() {}, info() {}, warn() {}, error() {} };
const partitions = new Map();
function partitionService(n) {
  if (!partitions.has(n)) {
    const p = new PartitionServiceImpl(logger, service);
    p.checkAndSetPartitionCount(n);
    partitions.set(n, p);
  }
  return partitions.get(n);
}

let bad = 0, count = 0, minHash = 0;
const lines = fs.readFileSync(keysFile, 'utf8').split('\n').filter((l) => l !== '');
for (const line of lines) {
  const [kind, value, nText, hash, part] = line.split('\t');
  const n = Number(nText);
  let key;
  switch (kind) {
    case 'int': key = Long.fromString(value); break;
    case 'int32': key = Number(value); break;
    case 'text': key = Buffer.from(value, 'hex').toString('utf8'); break;
    case 'blob': key = Buffer.from(value, 'hex'); break;
    default: throw new Error('bad kind ' + kind);
  }
  const h = service.toData(key).getPartitionHash();
  let p = partitionService(n).getPartitionId(key);
  if (h === -2147483648) { minHash++; p = 0; }
  count++;
  if (String(h) !== hash || String(p) !== part) {
    if (bad++ < 10) console.log(`${kind} ${value} n=${n}: client ${h} / ${p}, rowkey ${hash} / ${part}`);
  }
}
if (bad) console.log(`${bad} of ${count} keys differ`);
else console.log(`${count} keys equal (${minHash} with hash -2^31)`);
if (!bad && count > 0) console.log('ok');
