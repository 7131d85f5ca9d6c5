// node_check.js - rowkey from Node.js with better-sqlite3.
//
//   node test/clients/node_check.js PATH-TO-rowkey.so VERSION
//
// Loads the extension with db.loadExtension, runs every query of
// queries.tsv (next to this file) and an ETL-style batch insert that writes
// salted keys in one transaction, and prints "ok" when everything matched;
// otherwise each mismatch and exits with status 1. The expected values come
// from queries.tsv and from plain JavaScript arithmetic, never from rowkey.
'use strict';
const fs = require('fs');
const path = require('path');
const Database = require('better-sqlite3');

const [ext, version] = process.argv.slice(2);
const failures = [];

function check(what, got, expected) {
  const g = JSON.stringify(got), e = JSON.stringify(expected);
  if (g !== e) failures.push(`${what}\n  expected: ${e}\n  got:      ${g}`);
}

// The sqlite3 shell's list mode: NULL as nothing, columns joined by |.
// Integers come back as BigInt (safeIntegers), so they print exactly.
function listMode(row) {
  return row.map((v) => (v === null ? '' : String(v))).join('|');
}

const db = new Database(':memory:');
db.loadExtension(ext);

const lines = fs.readFileSync(path.join(__dirname, 'queries.tsv'), 'utf8').split('\n');
for (const line of lines) {
  if (line === '' || line.startsWith('#')) continue;
  const [sql, raw] = line.split('\t');
  const expected = raw.replace('@VERSION@', version);
  let got;
  try {
    got = db.prepare(sql).raw(true).safeIntegers(true).all().map(listMode).join('\n');
  } catch (e) {
    got = `error: ${e.message}`;
  }
  check(sql, got, expected);
}

// ETL: ids arrive as text (from a CSV file) or as numbers; both become the
// same salted key. One transaction for the whole batch.
db.exec('CREATE TABLE events(rk TEXT PRIMARY KEY, id INTEGER, payload TEXT)');
const insert = db.prepare(
  'INSERT INTO events(rk, id, payload) VALUES (salt_key(@id, 10), @id, @payload)');
const load = db.transaction((rows) => {
  for (const [id, payload] of rows) insert.run({ id, payload });
});
const ids = Array.from({ length: 1000 }, (_, i) => i);
load(ids.map((i) => [i % 2 ? String(i) : i, `event ${i}`]));

check('rows inserted', db.prepare('SELECT count(*) AS n FROM events').get().n, 1000);
check('keys', db.prepare('SELECT rk FROM events ORDER BY id').pluck().all(),
  ids.map((i) => `${i % 10}|${i}`));
const perBucket = {};
for (const i of ids) perBucket[i % 10] = (perBucket[i % 10] || 0) + 1;
const gotBuckets = {};
for (const r of db.prepare('SELECT salt_bucket(rk) AS b, count(*) AS n FROM events GROUP BY 1').all()) {
  gotBuckets[r.b] = r.n;
}
check('rows per bucket', gotBuckets, perBucket);
check('round trip',
  db.prepare('SELECT count(*) AS n FROM events WHERE unsalt_key(rk) = id').get().n, 1000);

// Ids beyond 2^53 stay exact when passed as BigInt.
check('int64 id',
  db.prepare('SELECT salt_key(?, 10)').pluck().get(9223372036854775807n),
  '7|9223372036854775807');

// A JavaScript number is bound as a REAL, which is no key: the error says
// how to pass an integer, and each way it names gives the partition of
// the integer key (as the SQL literal 1420008 is).
const want = db.prepare("SELECT key_partition(1420008, 12, 'kafka')").pluck().get();
let numberError = 'no error';
try {
  db.prepare("SELECT key_partition(?, 12, 'kafka')").pluck().get(1420008);
} catch (e) {
  numberError = e.message;
}
check('a number as the key', numberError,
  "key_partition: key must be an integer, text or a blob for scheme 'kafka', got 1420008.0 " +
  "(a REAL; pass an integer: CAST(x AS INTEGER) in SQL, a BigInt from Node.js, or " +
  "better-sqlite3's safeIntegers() to read ids back as BigInt)");
check('a BigInt as the key',
  db.prepare("SELECT key_partition(?, 12, 'kafka')").pluck().get(1420008n), want);
check('CAST(? AS INTEGER)',
  db.prepare("SELECT key_partition(CAST(? AS INTEGER), 12, 'kafka')").pluck().get(1420008), want);
db.exec('CREATE TABLE users(id INTEGER)');
db.prepare('INSERT INTO users VALUES (?)').run(1420008n);
const id = db.prepare('SELECT id FROM users').pluck().safeIntegers().get();
check('an id read with safeIntegers()',
  db.prepare("SELECT key_partition(?, 12, 'kafka')").pluck().get(id), want);

db.close();
if (failures.length) {
  console.log(failures.join('\n'));
  process.exit(1);
}
console.log('ok');
