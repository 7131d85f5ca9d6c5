# guava_check.rb - Guava itself on the keys guava.test writes: reads lines
# "jump KEY N" and "hashlong KEY" from the file ARGV[0] and prints, one line
# each, Hashing.consistentHash(KEY, N) or
# Hashing.murmur3_32_fixed().hashLong(KEY).asInt(). Guava's jar is
# ARGV[1] (Debian libguava-java: /usr/share/java/guava.jar).
require ARGV[1]
hashing = Java::ComGoogleCommonHash::Hashing
m3 = hashing.murmur3_32_fixed
File.foreach(ARGV[0]) do |line|
  f = line.split
  case f[0]
  when "jump" then puts hashing.consistentHash(Integer(f[1]), Integer(f[2]))
  when "hashlong" then puts m3.hashLong(Integer(f[1])).asInt
  else raise "bad line #{line}"
  end
end
puts "done"
