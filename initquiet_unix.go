//go:build unix

package main

/*
#include <fcntl.h>
#include <unistd.h>

// quietStderr runs before the Go runtime starts: it parks the standard
// error and points it at /dev/null while the packages initialise, because
// Fyne's lang package logs "Error parsing user locale C" from its init
// under LANG=C.UTF-8, before main could stop it. restoreStderr, from this
// package's init (which runs after every package it imports), puts it back.
static int savedStderr = -1;

__attribute__((constructor)) static void quietStderr(void) {
	int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	if (null < 0) {
		return;
	}
	savedStderr = fcntl(2, F_DUPFD_CLOEXEC, 3);
	if (savedStderr >= 0) {
		dup2(null, 2);
	}
	close(null);
}

static void restoreStderr(void) {
	if (savedStderr >= 0) {
		dup2(savedStderr, 2);
		close(savedStderr);
		savedStderr = -1;
	}
}
*/
import "C"

func init() { C.restoreStderr() }
