package main
import (_ "github.com/spf13/pflag"; _ "github.com/pkg/profile")
func main(){}
