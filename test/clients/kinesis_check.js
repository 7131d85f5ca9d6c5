// kinesis_check.js - the shards a Kinesis Data Streams endpoint (kinesalite
// on 127.0.0.1, test/kinesis.test) gives records, for comparison with
// rowkey's key_partition and partition_ranges.
//
//   node kinesis_check.js PORT REQUESTS.tsv
//
// REQUESTS.tsv, one request a line:
//   stream <n>          CreateStream s<n> with n shards, then DescribeStream:
//                       prints "range <n> <i> <StartingHashKey> <EndingHashKey>"
//                       for each shard i (shardId-%012d)
//   key <n> <hex>       PutRecord to s<n>, PartitionKey = the UTF-8 text <hex>
//   hashkey <n> <dec>   PutRecord to s<n>, PartitionKey 'x', ExplicitHashKey <dec>
// and prints for each PutRecord line "put <line> <i>" (the shard index of
// the answered ShardId) or "put <line> error:<__type>". Ends with "done".
// Needs nothing but Node's own http module (Node 18 and later).
'use strict'
const http = require('http')
const fs = require('fs')

const port = Number(process.argv[2])
const lines = fs.readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean)
const agent = new http.Agent({keepAlive: true, maxSockets: 16})

function call(target, body) {
  const data = Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, method: 'POST', path: '/', agent,
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'Kinesis_20131202.' + target,
        'X-Amz-Date': '20260101T000000Z',
        // kinesalite checks the header's form, not the signature.
        'Authorization': 'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/kinesis/aws4_request, ' +
                         'SignedHeaders=host;x-amz-date;x-amz-target, Signature=00',
        'Content-Length': data.length,
      },
      timeout: 20000,
    }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json = {}
        try { json = text ? JSON.parse(text) : {} } catch (e) { return reject(new Error(target + ': ' + text)) }
        resolve({status: res.statusCode, json})
      })
    })
    req.on('timeout', () => req.destroy(new Error(target + ': timeout')))
    req.on('error', reject)
    req.end(data)
  })
}

function shardIndex(id) {
  const m = /^shardId-(\d{12})$/.exec(id)
  if (!m) throw new Error('unexpected ShardId ' + id)
  return Number(m[1])
}

async function main() {
  const out = []
  const puts = []
  // Streams first, in order; then every PutRecord, 32 in flight.
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].split('\t')
    if (f[0] === 'stream') {
      const n = Number(f[1])
      let r = await call('CreateStream', {StreamName: 's' + n, ShardCount: n})
      if (r.status !== 200) throw new Error('CreateStream ' + n + ': ' + JSON.stringify(r.json))
      let shards = [], start
      for (;;) {
        const req = {StreamName: 's' + n}
        if (start) req.ExclusiveStartShardId = start
        r = await call('DescribeStream', req)
        if (r.status !== 200) throw new Error('DescribeStream ' + n + ': ' + JSON.stringify(r.json))
        const d = r.json.StreamDescription
        if (d.StreamStatus !== 'ACTIVE') { await new Promise((ok) => setTimeout(ok, 20)); continue }
        shards = shards.concat(d.Shards)
        if (!d.HasMoreShards) break
        start = d.Shards[d.Shards.length - 1].ShardId
      }
      for (const s of shards) {
        out.push(['range', n, shardIndex(s.ShardId), s.HashKeyRange.StartingHashKey,
                  s.HashKeyRange.EndingHashKey].join('\t'))
      }
    } else {
      puts.push([i + 1, f])
    }
  }
  const results = new Array(puts.length)
  let next = 0
  async function worker() {
    while (next < puts.length) {
      const j = next++
      const [line, f] = puts[j]
      const body = {StreamName: 's' + f[1], Data: 'AA=='}
      if (f[0] === 'key') {
        body.PartitionKey = Buffer.from(f[2], 'hex').toString('utf8')
      } else {
        body.PartitionKey = 'x'
        body.ExplicitHashKey = f[2]
      }
      const r = await call('PutRecord', body)
      results[j] = 'put\t' + line + '\t' + (r.status === 200 ? shardIndex(r.json.ShardId)
                                                           : 'error:' + r.json.__type)
    }
  }
  await Promise.all(Array.from({length: 32}, worker))
  for (const x of results) out.push(x)
  out.push('done')
  process.stdout.write(out.join('\n') + '\n')
  agent.destroy()
}

main().catch((e) => { console.error(String(e && e.stack || e)); process.exit(1) })
