/* A stand-in for Windows' bcryptprimitives.dll, for the tests under
 * Debian's Wine 8.0, which lacks it (Wine has it from 8.13): the Go
 * runtime of every Windows program asks it for ProcessPrng at start.
 * This one fills the buffer from RtlGenRandom (advapi32's
 * SystemFunction036). Windows 10 and later have the real one. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
