//go:build !unix

package main

import "testing"

// specialFiles makes nothing where the system has no named pipes or
// devices a test may make.
func specialFiles(*testing.T, string) []refusedPath { return nil }
