// A program that imports strconv but never calls strconv.Quote.
package main

import (
	"fmt"
	"strconv"
)

func main() { fmt.Println(strconv.Itoa(1)) }
