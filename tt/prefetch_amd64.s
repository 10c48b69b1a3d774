#include "textflag.h"

// func prefetch(addr unsafe.Pointer)
TEXT ·prefetch(SB), NOSPLIT|NOFRAME, $0-8
	MOVQ	addr+0(FP), AX
	PREFETCHT0	(AX)
	RET

// func prefetchKeys(clusters unsafe.Pointer, mask uint64, keys []uint64)
TEXT ·prefetchKeys(SB), NOSPLIT|NOFRAME, $0-40
	MOVQ	clusters+0(FP), AX
	MOVQ	mask+8(FP), BX
	MOVQ	keys_base+16(FP), SI
	MOVQ	keys_len+24(FP), CX
	TESTQ	CX, CX
	JEQ	done
loop:
	MOVQ	(SI), DX
	ANDQ	BX, DX
	SHLQ	$6, DX
	PREFETCHT0	(AX)(DX*1)
	ADDQ	$8, SI
	DECQ	CX
	JNZ	loop
done:
	RET
