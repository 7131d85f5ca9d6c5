/*
** ascii.c - ASCII case folding (ascii.h).
*/
#include "ascii.h"

int rk_ascii_name_is(const char *z, size_t n, const char *zName){
  size_t i;
  for(i = 0; i < n; i++){
    if( zName[i]==0
     || rk_ascii_lower((unsigned char)z[i])
        != rk_ascii_lower((unsigned char)zName[i]) ){
      return 0;
    }
  }
  return zName[n]==0;
}
