// kinesis_server.js - kinesalite (npm; an in-memory Kinesis Data Streams)
// listening on 127.0.0.1 only, for test/kinesis.test, which starts and
// stops this process by its PID.
//
//   node kinesis_server.js KINESALITE_PACKAGE_DIR PORT
//
// Streams are ACTIVE at once (createStreamMs 0) and the account's shard
// limit is lifted (kinesalite's default is 10 shards in all). Prints
// "listening PORT" once it accepts connections.
'use strict'
const kinesalite = require(process.argv[2])
const port = Number(process.argv[3])
const server = kinesalite({createStreamMs: 0, deleteStreamMs: 0, updateStreamMs: 0, shardLimit: 100000})
server.listen(port, '127.0.0.1', () => { console.log('listening ' + server.address().port) })
process.on('SIGTERM', () => { server.close(() => process.exit(0)); setTimeout(() => process.exit(0), 1000).unref() })
