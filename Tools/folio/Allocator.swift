// The command allocates with jemalloc rather than glibc's malloc. Laying text out ahead on a
// second thread means memory allocated on one thread is freed on the other: glibc returns
// such blocks to the arena of the thread that made them under that arena's lock, and on
// `long.txt` the two threads met on it about 30,000 times a run (futex calls), which cost 16%
// of the CPU time. jemalloc caches frees per thread and returns them in batches.
// Importing the module is all it takes: the linker then takes malloc and free from jemalloc.
// The library does not link it; a program using Folio chooses its own allocator.
import CJemalloc
