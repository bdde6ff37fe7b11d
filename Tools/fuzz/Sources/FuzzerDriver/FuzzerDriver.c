// Only the declaration in include/FuzzerDriver.h matters; libFuzzer defines the function.
#include "FuzzerDriver.h"
