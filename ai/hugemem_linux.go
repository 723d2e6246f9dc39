package ai

import (
	"runtime"
	"syscall"
	"unsafe"
)

// hugeSlice returns n zero values of T, which must hold no pointers (the garbage collector does
// not look inside this memory), for as long as owner is reachable. From 2 MB on they live in memory
// of their own, aligned to 2 MB and marked for transparent huge pages (madvise), which the kernel
// backs with huge pages where it can; the rest, and anything the kernel refuses, comes from the Go
// heap. The search reads its hash table and history tables at random places at almost every node:
// with 4 kB pages most of those reads also missed the processor's address-translation cache (one
// entry a page), which huge pages cover 512 times over.
func hugeSlice[T, O any](owner *O, n int) []T {
	size := n * int(unsafe.Sizeof(*new(T)))
	if size < hugePage {
		return make([]T, n)
	}
	mem, err := syscall.Mmap(-1, 0, size+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]T, n)
	}
	off := (hugePage - int(uintptr(unsafe.Pointer(&mem[0]))%hugePage)) % hugePage
	_ = syscall.Madvise(mem[off:off+size], syscall.MADV_HUGEPAGE)
	runtime.AddCleanup(owner, func(m []byte) { _ = syscall.Munmap(m) }, mem)
	return unsafe.Slice((*T)(unsafe.Pointer(&mem[off])), n)
}
