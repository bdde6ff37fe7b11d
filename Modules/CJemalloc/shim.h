// jemalloc, linked into the folio command in place of glibc's malloc. Nothing is declared:
// importing the module links the library, and its malloc and free then serve the whole
// process (Tools/folio/Allocator.swift says why).
