// A stand-in for Windows 10's bcryptprimitives.dll, for the wine test
// harness only (never in a package): Go's Windows runtime loads ProcessPrng
// from it at start, and wine 8 has no such DLL. It fills the buffer from
// RtlGenRandom (advapi32's SystemFunction036), which wine has.
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!RtlGenRandom(data, n)) {
			return FALSE;
		}
		data += n;
		len -= n;
	}
	return TRUE;
}
