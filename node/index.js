// rowkey - the rowkey SQLite extension for Node.js.
//
//   const Database = require('better-sqlite3');
//   const rowkey = require('rowkey');
//   const db = new Database('orders.db');
//   rowkey.load(db);
//   db.prepare('SELECT salt_key(1420008, 10) AS k').get().k;   // '8|1420008'
//
// load(db) takes a better-sqlite3 Database or a node:sqlite DatabaseSync
// (opened with { allowExtension: true }); getLoadablePath() is the compiled
// extension's path for any other loader. npm's install step built it
// (install.js). Extensions are loaded per connection: load each one.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const names = ['rowkey.so', 'rowkey.dylib', 'rowkey.dll'];

function getLoadablePath() {
  for (const name of names) {
    const p = path.join(root, name);
    if (fs.existsSync(p)) return p;
  }
  throw new Error(`rowkey: the compiled extension is missing from ${root} (expected one of ` +
    `${names.join(', ')}); reinstall the package, whose install step builds it with make`);
}

function load(db) {
  if (db === null || typeof db !== 'object' || typeof db.loadExtension !== 'function') {
    throw new TypeError('rowkey.load: db must be a better-sqlite3 Database or a node:sqlite ' +
      `DatabaseSync, got ${db === null ? 'null' : typeof db}`);
  }
  const file = getLoadablePath();
  if (typeof db.enableLoadExtension === 'function') {
    // node:sqlite: loading is refused unless the database was opened with
    // allowExtension; enable it for this call only.
    try {
      db.enableLoadExtension(true);
    } catch (e) {
      throw new Error('rowkey.load: this node:sqlite database cannot load extensions; open it ' +
        `with new DatabaseSync(path, { allowExtension: true }) (${e.message})`);
    }
    try {
      db.loadExtension(file);
    } finally {
      db.enableLoadExtension(false);
    }
  } else {
    db.loadExtension(file);
  }
  return db;
}

module.exports = { getLoadablePath, load, version: require('../package.json').version };
