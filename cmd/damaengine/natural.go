// Natural ordering of move strings: numbers compare by value, so 9-13
// comes before 10-14.

package main

import "cmp"

// naturalCompare compares a and b piece by piece, digit runs by value and
// other characters by code.
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		if isDigit(a[0]) && isDigit(b[0]) {
			na, ra := leadingNumber(a)
			nb, rb := leadingNumber(b)
			if c := cmp.Compare(na, nb); c != 0 {
				return c
			}
			a, b = ra, rb
			continue
		}
		if c := cmp.Compare(a[0], b[0]); c != 0 {
			return c
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// leadingNumber splits the digit run at the start of s from the rest.
func leadingNumber(s string) (n uint64, rest string) {
	i := 0
	for ; i < len(s) && isDigit(s[i]); i++ {
		n = n*10 + uint64(s[i]-'0')
	}
	return n, s[i:]
}
