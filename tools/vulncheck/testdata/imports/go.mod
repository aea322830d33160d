module example.com/imports

go 1.26.0
