// libFuzzer's driver, called from each target's entry point (see Entry.swift in the targets).
// SwiftPM links executables with main renamed to <module>_main, so libFuzzer's own main is not
// used; the entry point passes the command line on to this function instead.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
