/* CheckerBoard's names and calling convention (__stdcall, undecorated:
 * the build links with --kill-at) for the functions of exports.go, and
 * the pin that keeps the DLL loaded (see main.go). Windows only. */
#ifdef _WIN32
#include <windows.h>
#include "_cgo_export.h"

__attribute__((constructor)) static void pin_module(void)
{
	HMODULE self;
	GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_PIN,
		(LPCSTR)&pin_module, &self);
}

__declspec(dllexport) int WINAPI getmove(int board[8][8], int color, double maxtime, char str[1024],
	int *playnow, int info, int moreinfo, struct CBmove *move)
{
	return cbgoGetMove(&board[0][0], color, maxtime, str, playnow, info, moreinfo, move);
}

__declspec(dllexport) int WINAPI enginecommand(char command[256], char reply[1024])
{
	return cbgoEngineCommand(command, reply);
}

__declspec(dllexport) int WINAPI islegal(int board[8][8], int color, int from, int to, struct CBmove *move)
{
	return cbgoIsLegal(&board[0][0], color, from, to, move);
}

__declspec(dllexport) int WINAPI enginename(char str[255])
{
	return cbgoEngineName(str);
}
#else
typedef int damaengine_cb_windows_only;
#endif
