// Package tt is the transposition table: a fixed-size hash table shared by
// all search goroutines (Lazy SMP) without locks.
//
// Techniques:
//   - Clusters of four entries, 64 bytes, one cache line: a probe touches a
//     single line. The cluster is chosen by the low bits of the key, so the
//     number of clusters is a power of two and indexing is a mask.
//   - Lockless hashing (Hyatt's XOR trick): each entry is two atomic 64-bit
//     words, the packed data and key^data. A reader accepts an entry only if
//     the two words XOR to its key, so a pair torn by a concurrent writer
//     reads as a miss; atomic loads and stores keep the race detector quiet
//     and cost the same as plain moves on amd64 and arm64.
//   - The whole entry (move hint, score, depth, bound, generation) is packed
//     into the one data word; see the layout in entry.go. The full 64-bit key
//     is verified, so false hits need a real Zobrist collision.
//   - Depth is stored with an offset, leaving a zero depth byte free to mark
//     an empty slot; this also keeps key 0 from matching a cleared slot.
//   - Ageing by a 6-bit generation bumped once per search. Replacement takes
//     the slot holding the same key, else an empty slot, else the slot with
//     the lowest depth - 8*age, so stale deep entries give way in time.
//   - A store without a move keeps the move already stored for the key, and
//     a deeper exact entry of the current search is not overwritten by a
//     shallower bound for the same key.
//   - Hashfull samples the first 1000 clusters, as UCI engines do.
//   - Nothing is allocated by Probe or Store; memory is allocated only by
//     New and Resize, never at package initialisation.
//   - A size must fit in the memory available (Linux's MemAvailable, less
//     under a cgroup limit; a table takes at most 7/8 of it): Fit says when
//     it does not, New takes the largest size that fits, and Resize refuses
//     and keeps the table it has.
//   - New, Resize and Clear write the whole table (one goroutine per CPU
//     for a large one), so that its pages are mapped before a search and
//     not during the first one.
package tt
