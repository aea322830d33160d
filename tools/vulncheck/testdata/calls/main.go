// A program that calls the fixture's vulnerable symbol, strconv.Quote.
package main

import (
	"fmt"
	"strconv"
)

func main() { fmt.Println(strconv.Quote("hi")) }
