module janggi

go 1.24
