# gen_iceberg_int32_vectors.rb - writes test/vectors/iceberg_int32.tsv: the
# bucket of Iceberg int column values as Guava computes it (Iceberg's
# BucketUtil.hash(int) is MURMUR3.hashLong((long) value).asInt() with
# MURMUR3 = Hashing.murmur3_32_fixed(); BucketFunction: (hash &
# Integer.MAX_VALUE) % n).
#
#   jruby tools/gen_iceberg_int32_vectors.rb > test/vectors/iceberg_int32.tsv
#
# Needs Debian's libguava-java (/usr/share/java/guava.jar) and jruby. The
# keys are int32 edges and values of a fixed 64-bit LCG; every hash is
# Guava's.
require "/usr/share/java/guava.jar"
H = Java::ComGoogleCommonHash::Hashing.murmur3_32_fixed
ns = [1, 2, 3, 7, 10, 16, 23, 59, 97, 100, 193, 389, 997, 1000, 1024]
keys = [0, 1, -1, 2, -2, 7, 42, 100, -100, 127, 128, -128, 255, 256, 32767, 32768,
        -32768, 65535, 65536, 1 << 24, 2147483647, -2147483648, 2147483646,
        -2147483647, 1000000, -1000000, 123456789, -123456789]
(0..30).each { |b| keys << (1 << b) - 1 << -(1 << b) if b > 1 }
x = 20260301
while keys.size < 300
  x = (x * 6364136223846793005 + 1442695040888963407) & 0xffffffffffffffff
  v = (x >> 32) & 0xffffffff
  keys << (v >= 2**31 ? v - 2**32 : v)
end
keys.uniq!
puts "# scheme: iceberg (int32 rows: iceberg:int32, an Iceberg int column)"
puts "# produced by: Guava 31.1 (Debian libguava-java 31.1-1, /usr/share/java/guava.jar) called from JRuby #{JRUBY_VERSION} on OpenJDK #{java.lang.System.getProperty('java.version')}: hash = Hashing.murmur3_32_fixed().hashLong((long) value).asInt() (Iceberg BucketUtil.hash(int): an int is hashed as a long), partition = (hash & 0x7fffffff) % n (Iceberg BucketFunction: (hash & Integer.MAX_VALUE) % n), computed by the same program (tools/gen_iceberg_int32_vectors.rb)"
puts "# keys: int32 edges, 2^b - 1 and -2^b, and values of a fixed 64-bit LCG (high 32 bits), each with one n of #{ns.join(', ')} in turn, the first 4 keys with every n"
puts "# columns: kind (int32: a 32-bit integer key (INT), decimal), value, n, hash (signed int32, as Guava's asInt gives it), partition (the bucket)"
puts "kind\tvalue\tn\thash\tpartition"
keys.each_with_index do |k, i|
  sel = i < 4 ? ns : [ns[i % ns.size]]
  h = H.hashLong(k).asInt
  sel.each do |n|
    p = (h & 0x7fffffff) % n
    puts "int32\t#{k}\t#{n}\t#{h}\t#{p}"
  end
end
