// node_pkg_check.js - the installed npm package `rowkey`.
//
//   node test/clients/node_pkg_check.js PROJECT-DIR VERSION
//
// PROJECT-DIR is a project that installed the package's tarball (by
// packages.test); require('rowkey') is resolved from there, as that
// project would. better-sqlite3 comes from NODE_PATH. Checks the version,
// getLoadablePath() (inside the installed package), load() on a
// better-sqlite3 database and, where Node.js has it with loadExtension, on
// a node:sqlite DatabaseSync, each running every query of queries.tsv (next
// to this file). Prints "ok" when everything matched; otherwise each
// mismatch and exits with status 1. The expected values come from
// queries.tsv, never from rowkey itself.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');

const [project, version] = process.argv.slice(2);
const failures = [];
function check(what, got, expected) {
  const g = JSON.stringify(got), e = JSON.stringify(expected);
  if (g !== e) failures.push(`${what}\n  expected: ${e}\n  got:      ${g}`);
}

const projectRequire = createRequire(path.join(path.resolve(project), 'package.json'));
const rowkey = projectRequire('rowkey');
const installed = fs.realpathSync(path.join(project, 'node_modules', 'rowkey'));

check('version', rowkey.version, version);
const file = rowkey.getLoadablePath();
check('getLoadablePath() is in the installed package', path.dirname(fs.realpathSync(file)), installed);

const queries = fs.readFileSync(path.join(__dirname, 'queries.tsv'), 'utf8').split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => { const [sql, raw] = l.split('\t'); return [sql, raw.replace('@VERSION@', version)]; });

// The sqlite3 shell's list mode: NULL as nothing, columns joined by |.
function listMode(row) {
  return row.map((v) => (v === null ? '' : String(v))).join('|');
}
function runQueries(name, all) {
  for (const [sql, expected] of queries) {
    let got;
    try {
      got = all(sql).map(listMode).join('\n');
    } catch (e) {
      got = `error: ${e.message}`;
    }
    check(`${name}: ${sql}`, got, expected);
  }
}

const Database = require('better-sqlite3');
const db = new Database(':memory:');
check('load() returns the database', rowkey.load(db) === db, true);
runQueries('better-sqlite3', (sql) => db.prepare(sql).raw(true).safeIntegers(true).all());
db.close();

let threw = null;
try { rowkey.load(null); } catch (e) { threw = `${e.name}: ${e.message}`; }
check('load(null)', threw,
  'TypeError: rowkey.load: db must be a better-sqlite3 Database or a node:sqlite DatabaseSync, got null');

// node:sqlite, where this Node.js has it with loadExtension (22.13+, 23.5+).
let nodeSqlite = null;
try { nodeSqlite = require('node:sqlite'); } catch (e) { /* older Node.js */ }
if (nodeSqlite && typeof nodeSqlite.DatabaseSync.prototype.loadExtension === 'function') {
  const ndb = new nodeSqlite.DatabaseSync(':memory:', { allowExtension: true });
  rowkey.load(ndb);
  runQueries('node:sqlite', (sql) => {
    const st = ndb.prepare(sql);
    st.setReadBigInts(true);
    return st.all().map((r) => Object.values(r));
  });
  ndb.close();
  const closed = new nodeSqlite.DatabaseSync(':memory:');
  threw = null;
  try { rowkey.load(closed); } catch (e) { threw = e.message; }
  check('node:sqlite without allowExtension', /allowExtension: true/.test(threw || ''), true);
  closed.close();
  console.log('node:sqlite: checked');
} else {
  console.log(`node:sqlite: no loadExtension in Node.js ${process.version}, not checked`);
}

if (failures.length) {
  console.log(failures.join('\n'));
  process.exit(1);
}
console.log('ok');
