//go:build !linux

package tt

// allocClusters returns n zeroed clusters.
func allocClusters(n int) []cluster { return make([]cluster, n) }
