// install.js - npm's install step for the rowkey package: builds the SQLite
// extension (rowkey.so, .dylib on macOS) in the package's folder with make
// and a C compiler, which it checks for first, naming what to install when
// they are missing. getLoadablePath() (index.js) then finds it.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');

function found(cmd) {
  if (path.isAbsolute(cmd)) return fs.existsSync(cmd);
  return (process.env.PATH || '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir || '.', cmd), fs.constants.X_OK);
      return true;
    } catch (e) {
      return false;
    }
  });
}

function fail(msg) {
  console.error(`rowkey: ${msg}`);
  process.exit(1);
}

const hint = 'on Debian/Ubuntu: apt-get install make gcc libsqlite3-dev';
const make = ['make', 'gmake'].find(found);
if (!make) fail(`building the SQLite extension needs make, which is not on PATH (${hint})`);
const cc = process.env.CC ? process.env.CC.split(' ')[0] : 'cc';
if (!found(cc) && !['cc', 'gcc', 'clang'].some(found)) {
  fail(`building the SQLite extension needs a C compiler (${cc}), which is not on PATH (${hint})`);
}

const r = spawnSync(make, ['all'], { cwd: root, stdio: 'inherit' });
if (r.error) fail(`could not run ${make}: ${r.error.message}`);
if (r.status !== 0) {
  fail(`make failed (status ${r.status}); it needs SQLite's headers too (${hint})`);
}
