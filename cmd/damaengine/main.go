package main

import (
	_ "github.com/pkg/profile"
	_ "github.com/spf13/pflag"
)

func main() {}
