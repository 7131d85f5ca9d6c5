// pulsar_boost_check.cpp - boost::hash<std::string> from the installed
// Boost (Debian libboost1.74-dev), as the Pulsar C++ client's default
// BoostHash::makeHash uses it (lib/BoostHash.cc: the hash & INT32_MAX) and
// its RoundRobinMessageRouter reduces it (hash % numPartitions, 0 for one
// partition). For pulsar.test.
//
// Reads lines "HEX N" (the key's bytes in hex, "-" for no bytes; N the
// partition count) and writes "HASH PARTITION" for each. Prints the Boost
// version first.
#include <boost/functional/hash.hpp>
#include <boost/version.hpp>
#include <cstdint>
#include <iostream>
#include <string>

static int hexval(char c){
  if( c >= '0' && c <= '9' ) return c - '0';
  if( c >= 'a' && c <= 'f' ) return c - 'a' + 10;
  return c - 'A' + 10;
}

int main(){
  std::string hex;
  unsigned long long n;
  std::cout << "boost " << BOOST_VERSION << " size_t " << sizeof(std::size_t) << "\n";
  while( std::cin >> hex >> n ){
    std::string key;
    if( hex != "-" ){
      for(std::size_t i = 0; i + 1 < hex.size(); i += 2){
        key.push_back((char)(hexval(hex[i]) << 4 | hexval(hex[i + 1])));
      }
    }
    boost::hash<std::string> h;
    int32_t v = (int32_t)(h(key) & (std::size_t)INT32_MAX);
    unsigned long long part = n == 1 ? 0 : (unsigned long long)v % n;
    std::cout << v << " " << part << "\n";
  }
  return 0;
}
