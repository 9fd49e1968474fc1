/* Every instruction form of emu/cpu/insns.c, with the completers gas accepts for it:
   the oracle input of tests/dis (objdump -d on the assembled object is compared with
   our disassembler).  Assemble with hppa64-linux-gnu-as (no preprocessing needed).
   Each group is headed by the table row it exercises (mnemonic, operand string); every
   line was checked to assemble to a word that pa_lookup maps to that row.  Branch
   targets are written relative to "." so lines can be added or removed freely.
   Rows gas cannot produce (reserved completer encodings) appear as .word. */

	.text

major_00:
	/* mtsar x */
	mtsar %r0
	/* break r,A */
	break 0x0,0x0
	/* rfi cr */
	rfi
	rfi,r
	/* ssm U,t */
	ssm 0x0,%r0
	/* rsm U,t */
	rsm 0x0,%r0
	/* mtsm x */
	mtsm %r0
	/* ldsid (b),t */
	ldsid (%r0),%r0
	/* ldsid (s,b),t */
	ldsid (%sr1,%r11),%r14
	/* mtsp x,S */
	mtsp %r0,%sr0
	/* mtctl x,^ */
	mtctl %r0,%cr0
	/* mtsarcm x */
	mtsarcm %r0
	/* mfia t */
	mfia %r0
	/* mfsp S,t */
	mfsp %sr0,%r0
	/* mfctl cW!,t */
	mfctl,w %sar,%r0
	/* mfctl ^,t */
	mfctl %cr0,%r0
	/* sync  */
	sync
	/* syncdma  */
	syncdma

major_01:
	/* probe cw(b),x,t */
	probe,r (%r0),%r0,%r0
	probe,w (%r1),%r1,%r3
	/* probe cw(s,b),x,t */
	probe,r (%sr1,%rp),%ret1,%r11
	probe,w (%sr1,%r12),%r13,%r25
	/* probei cw(b),R,t */
	probei,r (%r0),0x0,%r0
	probei,w (%r1),0x1,%r3
	/* probei cw(s,b),R,t */
	probei,r (%sr3,%ret0),0x15,%r9
	probei,w (%sr1,%r6),0x1d,%r12
	/* lpa cZx(b),t */
	lpa %r0(%r0),%r0
	lpa,m %r0(%r15),%r21
	/* lpa cZx(s,b),t */
	lpa %sp(%sr2,%dp),%r13
	lpa,m %r0(%sr3,%ret0),%r0
	/* lci x(b),t */
	lci %r0(%r0),%r0
	/* lci x(s,b),t */
	lci %r18(%sr2,%r19),%dp
	/* pdtlb cLcZx(b) */
	pdtlb,l %r0(%r0)
	pdtlb,l,m %r23(%r11)
	/* pdtlb cLcZx(s,b) */
	pdtlb,l %r4(%sr1,%r21)
	pdtlb,l,m %r10(%sr3,%r19)
	/* pdtlb cZx(b) */
	pdtlb %r0(%r0)
	pdtlb,m %ret1(%r21)
	/* pdtlb cZx(s,b) */
	pdtlb %r26(%sr2,%r13)
	pdtlb,m %r23(%sr1,%r6)
	/* pitlb cLcZx(S,b) */
	pitlb,l %r0(%sr0,%r0)
	pitlb,l,m %sp(%sr5,%r7)
	/* pitlb cZx(S,b) */
	pitlb %r0(%sr0,%r0)
	pitlb,m %r3(%sr6,%r9)
	/* pdtlbe cZx(b) */
	pdtlbe %r0(%r0)
	pdtlbe,m %sp(%r7)
	/* pdtlbe cZx(s,b) */
	pdtlbe %r19(%sr2,%r9)
	pdtlbe,m %r18(%sr1,%r18)
	/* pitlbe cZx(S,b) */
	pitlbe %r0(%sr0,%r0)
	pitlbe,m %r14(%sr1,%r25)
	/* idtlba x,(b) */
	idtlba %r0,(%r0)
	/* idtlba x,(s,b) */
	idtlba %dp,(%sr3,%r31)
	/* iitlba x,(S,b) */
	iitlba %r0,(%sr0,%r0)
	/* idtlbp x,(b) */
	idtlbp %r0,(%r0)
	/* idtlbp x,(s,b) */
	idtlbp %r24,(%sr3,%r22)
	/* iitlbp x,(S,b) */
	iitlbp %r0,(%sr0,%r0)
	/* pdc cZx(b) */
	pdc %r0(%r0)
	pdc,m %rp(%r15)
	/* pdc cZx(s,b) */
	pdc %r25(%sr1,%r18)
	pdc,m %ret1(%sr2,%r5)
	/* fdc cZx(b) */
	fdc %r0(%r0)
	fdc,m %r19(%r0)
	/* fdc cZx(s,b) */
	fdc %r9(%sr1,%r14)
	fdc,m %r25(%sr2,%r10)
	/* fdc 5(b) */
	fdc 0x0(%r0)
	/* fdc 5(s,b) */
	fdc -0x1(%sr3,%rp)
	/* fic cZx(b) */
	fic %r0(%r0)
	fic,m %r11(%r12)
	/* fic cZx(S,b) */
	fic %r0(%sr0,%r0)
	fic,m %r13(%sr6,%r31)
	/* fdce cZx(b) */
	fdce %r0(%r0)
	fdce,m %dp(%r11)
	/* fdce cZx(s,b) */
	fdce %sp(%sr3,%r10)
	fdce,m %r19(%sr3,%r7)
	/* fice cZx(S,b) */
	fice %r0(%sr0,%r0)
	fice,m %r12(%sr6,%r26)
	/* idtlbt x,b */
	idtlbt %r0,%r0
	/* iitlbt x,b */
	iitlbt %r0,%r0
	/* gfw cZx(b) */
	gfw %r0(%r0)
	gfw,m %r18(%r12)
	/* gfw cZx(s,b) */
	gfw %r9(%sr3,%r25)
	gfw,m %r17(%sr1,%r25)
	/* gfr cZx(b) */
	gfr %r0(%r0)
	gfr,m %r31(%r8)
	/* gfr cZx(s,b) */
	gfr %r25(%sr2,%r11)
	gfr,m %sp(%sr3,%r1)

major_02:
	/* nop  */
	nop
	/* copy x,t */
	copy %r1,%r3
	/* cmpclr ?Sx,b,t */
	cmpclr,* %r0,%r0,%r0
	cmpclr,*< %r20,%r22,%r12
	cmpclr,*<< %r14,%r13,%r18
	cmpclr,*<<= %r22,%r20,%r25
	cmpclr,*<= %r16,%r20,%sp
	cmpclr,*<> %r8,%r5,%r1
	cmpclr,*= %ret1,%r31,%r20
	cmpclr,*> %r22,%r21,%r21
	cmpclr,*>= %r4,%r13,%r10
	cmpclr,*>> %r11,%r7,%r16
	cmpclr,*>>= %dp,%r0,%sp
	cmpclr,*ev %r9,%r16,%r11
	cmpclr,*nsv %r0,%r14,%r25
	cmpclr,*od %sp,%r21,%ret0
	cmpclr,*sv %r6,%r23,%r22
	cmpclr,*tr %r13,%r9,%ret0
	/* cmpclr ?sx,b,t */
	cmpclr %r0,%r0,%r0
	cmpclr,< %r21,%dp,%r26
	cmpclr,<< %r24,%r26,%r6
	cmpclr,<<= %r18,%r24,%r15
	cmpclr,<= %r31,%r26,%r4
	cmpclr,<> %r16,%r22,%r23
	cmpclr,= %r10,%r22,%ret0
	cmpclr,> %r26,%r8,%r6
	cmpclr,>= %r17,%r17,%r25
	cmpclr,>> %r4,%r4,%r24
	cmpclr,>>= %r21,%r10,%r10
	cmpclr,ev %r24,%r22,%ret0
	cmpclr,nsv %r0,%r1,%r20
	cmpclr,od %r15,%r0,%ret1
	cmpclr,sv %r23,%ret1,%r12
	cmpclr,tr %r24,%r23,%r6
	/* or ?Lx,b,t */
	or,* %r0,%r0,%r0
	or,*< %ret0,%r1,%r8
	or,*<= %r16,%r6,%r1
	or,*<> %r24,%r24,%r3
	or,*= %r16,%r13,%r21
	or,*> %r22,%r18,%r23
	or,*>= %r13,%sp,%ret0
	or,*ev %rp,%sp,%ret1
	or,*od %r11,%r5,%rp
	or,*tr %ret0,%r16,%r15
	/* or ?lx,b,t */
	or %r1,%r1,%r3
	or,< %r19,%r23,%rp
	or,<= %r17,%r9,%r9
	or,<> %r7,%r6,%r5
	or,= %r26,%r4,%r11
	or,> %r13,%r1,%ret0
	or,>= %ret1,%r12,%r6
	or,ev %r11,%r17,%dp
	or,od %r16,%r25,%r16
	or,tr %r13,%r20,%ret0
	/* xor ?Lx,b,t */
	xor,* %r0,%r0,%r0
	xor,*< %r14,%r14,%r1
	xor,*<= %ret0,%r15,%r5
	xor,*<> %sp,%r12,%r20
	xor,*= %rp,%r21,%r24
	xor,*> %dp,%r25,%dp
	xor,*>= %r0,%r24,%rp
	xor,*ev %r0,%ret0,%r24
	xor,*od %r31,%sp,%r3
	xor,*tr %r8,%r23,%r24
	/* xor ?lx,b,t */
	xor %r0,%r0,%r0
	xor,< %r20,%r5,%r19
	xor,<= %r15,%r8,%r14
	xor,<> %r26,%r7,%sp
	xor,= %r10,%sp,%r3
	xor,> %r13,%r10,%r31
	xor,>= %r17,%r15,%r6
	xor,ev %r8,%r0,%r4
	xor,od %r14,%r5,%r8
	xor,tr %r3,%r13,%r14
	/* and ?Lx,b,t */
	and,* %r0,%r0,%r0
	and,*< %r10,%r17,%r22
	and,*<= %r16,%r25,%r22
	and,*<> %r22,%dp,%r4
	and,*= %sp,%r14,%r1
	and,*> %r13,%r1,%r23
	and,*>= %r10,%ret0,%r22
	and,*ev %ret0,%r26,%r7
	and,*od %r14,%r8,%ret1
	and,*tr %r4,%ret1,%r1
	/* and ?lx,b,t */
	and %r0,%r0,%r0
	and,< %r23,%r13,%dp
	and,<= %r14,%r20,%r23
	and,<> %r20,%r16,%r25
	and,= %r11,%r15,%r20
	and,> %sp,%r9,%r13
	and,>= %r21,%ret0,%r1
	and,ev %rp,%r21,%rp
	and,od %r26,%r24,%r24
	and,tr %r19,%r10,%dp
	/* andcm ?Lx,b,t */
	andcm,* %r0,%r0,%r0
	andcm,*< %sp,%r18,%dp
	andcm,*<= %r23,%r31,%r26
	andcm,*<> %r31,%r13,%r23
	andcm,*= %ret1,%r12,%r26
	andcm,*> %r16,%sp,%dp
	andcm,*>= %r0,%ret1,%dp
	andcm,*ev %r16,%r16,%ret1
	andcm,*od %r14,%r24,%r26
	andcm,*tr %r18,%ret0,%r4
	/* andcm ?lx,b,t */
	andcm %r0,%r0,%r0
	andcm,< %ret1,%r20,%r21
	andcm,<= %rp,%rp,%r17
	andcm,<> %r22,%r23,%r16
	andcm,= %sp,%dp,%r3
	andcm,> %dp,%r0,%sp
	andcm,>= %rp,%r17,%ret1
	andcm,ev %r5,%r7,%r7
	andcm,od %ret0,%r17,%r10
	andcm,tr %r26,%r13,%r31
	/* uxor ?Ux,b,t */
	uxor,* %r0,%r0,%r0
	uxor,*nbz %r15,%rp,%ret0
	uxor,*nhz %r16,%r1,%r12
	uxor,*nwz %r24,%sp,%r24
	uxor,*sbz %ret1,%ret1,%r24
	uxor,*shz %r25,%r26,%r1
	uxor,*swz %r8,%r31,%r22
	uxor,*tr %sp,%sp,%r11
	/* uxor ?ux,b,t */
	uxor %r0,%r0,%r0
	uxor,nbz %r12,%r15,%r11
	uxor,nhz %r10,%dp,%r7
	uxor,nwz %r8,%r11,%r13
	uxor,sbz %r8,%r0,%r18
	uxor,shz %r4,%r10,%r18
	uxor,swz %r21,%r17,%r22
	uxor,tr %r21,%r9,%r31
	/* uaddcm cT?Ux,b,t */
	uaddcm,* %r0,%r0,%r0
	uaddcm,*nbc %ret1,%r21,%r18
	uaddcm,*nbz %sp,%r24,%r24
	uaddcm,*ndc %r23,%r0,%r23
	uaddcm,*nhc %r13,%r5,%r5
	uaddcm,*nhz %r19,%r22,%r10
	uaddcm,*nwc %r3,%r26,%r6
	uaddcm,*nwz %r14,%r25,%r7
	uaddcm,*sbc %r26,%r31,%r10
	uaddcm,*sbz %r17,%r11,%r7
	uaddcm,*sdc %r31,%r7,%r0
	uaddcm,*shc %r25,%ret1,%r13
	uaddcm,*shz %r5,%r13,%r31
	uaddcm,*swc %ret0,%rp,%sp
	uaddcm,*swz %r13,%r14,%rp
	uaddcm,*tr %rp,%r14,%r22
	uaddcm,tc,* %r1,%r1,%r3
	uaddcm,tc,*nbc %rp,%r4,%r6
	uaddcm,tc,*nbz %r20,%r21,%r18
	uaddcm,tc,*ndc %r1,%r15,%r5
	uaddcm,tc,*nhc %r15,%r13,%r1
	uaddcm,tc,*nhz %r23,%r25,%r16
	uaddcm,tc,*nwc %r12,%r6,%r31
	uaddcm,tc,*nwz %r7,%r6,%r10
	uaddcm,tc,*sbc %ret0,%r25,%ret0
	uaddcm,tc,*sbz %r18,%r31,%r17
	uaddcm,tc,*sdc %r21,%r24,%r12
	uaddcm,tc,*shc %r16,%r18,%rp
	uaddcm,tc,*shz %rp,%r3,%r24
	uaddcm,tc,*swc %ret0,%sp,%r7
	uaddcm,tc,*swz %r8,%r23,%r1
	uaddcm,tc,*tr %r6,%r31,%r26
	/* uaddcm cT?ux,b,t */
	uaddcm %r0,%r0,%r0
	uaddcm,nbc %r26,%r0,%r25
	uaddcm,nbz %r21,%r19,%r26
	uaddcm,ndc %r26,%r11,%r20
	uaddcm,nhc %r12,%r10,%ret0
	uaddcm,nhz %r9,%rp,%r5
	uaddcm,nwc %dp,%r26,%ret0
	uaddcm,nwz %r17,%r11,%r25
	uaddcm,sbc %r13,%ret1,%r12
	uaddcm,sbz %r24,%r11,%r5
	uaddcm,sdc %r26,%r4,%r7
	uaddcm,shc %r23,%r20,%ret1
	uaddcm,shz %r19,%r31,%r1
	uaddcm,swc %r7,%r8,%r21
	uaddcm,swz %r20,%r10,%r1
	uaddcm,tc %r1,%r1,%r3
	uaddcm,tc,nbc %r0,%r20,%r14
	uaddcm,tc,nbz %ret0,%r21,%dp
	uaddcm,tc,ndc %r13,%r20,%r1
	uaddcm,tc,nhc %r26,%r19,%ret0
	uaddcm,tc,nhz %r1,%r12,%sp
	uaddcm,tc,nwc %r7,%ret0,%r23
	uaddcm,tc,nwz %r3,%r5,%r31
	uaddcm,tc,sbc %rp,%r16,%r19
	uaddcm,tc,sbz %r13,%r17,%r26
	uaddcm,tc,sdc %r17,%r16,%ret1
	uaddcm,tc,shc %r21,%r31,%r24
	uaddcm,tc,shz %r8,%sp,%r6
	uaddcm,tc,swc %r3,%ret1,%r16
	uaddcm,tc,swz %r22,%r1,%r16
	uaddcm,tc,tr %ret1,%r12,%r15
	uaddcm,tr %dp,%r17,%r1
	/* dcor ci?Ub,t */
	dcor,* %r0,%r0
	dcor,*nbc %r11,%r12
	dcor,*nbz %r5,%r1
	dcor,*ndc %r17,%r31
	dcor,*nhc %r1,%r21
	dcor,*nhz %r16,%r14
	dcor,*nwc %sp,%rp
	dcor,*nwz %ret1,%r22
	dcor,*sbc %r3,%r1
	dcor,*sbz %r15,%r8
	dcor,*sdc %r31,%r7
	dcor,*shc %r4,%ret0
	dcor,*shz %r8,%ret0
	dcor,*swc %dp,%r0
	dcor,*swz %r13,%r24
	dcor,*tr %r14,%r13
	dcor,i,* %r1,%r3
	dcor,i,*nbc %r16,%r10
	dcor,i,*nbz %r17,%r22
	dcor,i,*ndc %r17,%r4
	dcor,i,*nhc %r24,%r13
	dcor,i,*nhz %r6,%r11
	dcor,i,*nwc %r7,%r13
	dcor,i,*nwz %r8,%sp
	dcor,i,*sbc %r26,%r16
	dcor,i,*sbz %r8,%r23
	dcor,i,*sdc %ret0,%r11
	dcor,i,*shc %r1,%r19
	dcor,i,*shz %r16,%r5
	dcor,i,*swc %r8,%r13
	dcor,i,*swz %r7,%sp
	dcor,i,*tr %r18,%r15
	/* dcor ci?ub,t */
	dcor %r0,%r0
	dcor,i %r1,%r3
	dcor,i,nbc %r10,%r10
	dcor,i,nbz %rp,%ret1
	dcor,i,ndc %r17,%r3
	dcor,i,nhc %r19,%r12
	dcor,i,nhz %r13,%r21
	dcor,i,nwc %r24,%r14
	dcor,i,nwz %ret0,%rp
	dcor,i,sbc %r21,%ret1
	dcor,i,sbz %r11,%r20
	dcor,i,sdc %r5,%r19
	dcor,i,shc %r31,%rp
	dcor,i,shz %r18,%r20
	dcor,i,swc %r20,%r4
	dcor,i,swz %r8,%r0
	dcor,i,tr %r25,%r18
	dcor,nbc %r31,%r9
	dcor,nbz %sp,%dp
	dcor,ndc %r0,%r7
	dcor,nhc %r26,%dp
	dcor,nhz %r3,%ret1
	dcor,nwc %r8,%r9
	dcor,nwz %r11,%r19
	dcor,sbc %r11,%sp
	dcor,sbz %sp,%r23
	dcor,sdc %r0,%r11
	dcor,shc %r17,%r10
	dcor,shz %r17,%r20
	dcor,swc %r12,%ret1
	dcor,swz %r25,%dp
	dcor,tr %r9,%r9
	/* add cY?Ax,b,t */
	add,dc,* %r0,%r0,%r0
	add,dc,*< %r6,%r15,%ret0
	add,dc,*<= %r7,%sp,%r21
	add,dc,*<> %r22,%r25,%r4
	add,dc,*= %r13,%r16,%dp
	add,dc,*> %sp,%ret0,%r20
	add,dc,*>= %r20,%r22,%r3
	add,dc,*ev %r21,%sp,%ret0
	add,dc,*nsv %r31,%r23,%r13
	add,dc,*nuv %r11,%r20,%r11
	add,dc,*od %ret0,%r19,%rp
	add,dc,*sv %r17,%r15,%dp
	add,dc,*tr %r16,%r31,%ret0
	add,dc,*uv %r8,%r0,%r6
	add,dc,*vnz %r9,%r12,%r16
	add,dc,*znv %r21,%r6,%r25
	add,dc,tsv,* %r1,%r1,%r3
	add,dc,tsv,*< %r18,%r24,%r16
	add,dc,tsv,*<= %r11,%r18,%r6
	add,dc,tsv,*<> %r1,%r18,%r19
	add,dc,tsv,*= %r14,%r13,%ret0
	add,dc,tsv,*> %ret1,%r8,%r20
	add,dc,tsv,*>= %r12,%r0,%r19
	add,dc,tsv,*ev %r14,%r5,%r24
	add,dc,tsv,*nsv %r15,%ret0,%r16
	add,dc,tsv,*nuv %r1,%ret0,%r10
	add,dc,tsv,*od %r16,%r1,%r3
	add,dc,tsv,*sv %r31,%r3,%r24
	add,dc,tsv,*tr %ret0,%r11,%r9
	add,dc,tsv,*uv %r13,%r3,%r8
	add,dc,tsv,*vnz %sp,%r19,%r26
	add,dc,tsv,*znv %r6,%r20,%r13
	/* add cy?ax,b,t */
	add,c %r0,%r0,%r0
	add,c,< %r6,%dp,%sp
	add,c,<= %r12,%r19,%r26
	add,c,<> %r12,%r12,%r22
	add,c,= %r14,%r6,%r12
	add,c,> %r1,%ret1,%r23
	add,c,>= %r23,%r24,%r13
	add,c,ev %r1,%r17,%r16
	add,c,nsv %r15,%ret1,%r3
	add,c,nuv %r3,%r22,%r20
	add,c,od %r6,%r25,%r9
	add,c,sv %r20,%r13,%sp
	add,c,tr %r14,%r23,%r25
	add,c,tsv %r1,%r1,%r3
	add,c,tsv,< %ret1,%r3,%dp
	add,c,tsv,<= %r1,%r26,%r18
	add,c,tsv,<> %rp,%r12,%r23
	add,c,tsv,= %r10,%ret0,%r7
	add,c,tsv,> %r6,%r14,%r24
	add,c,tsv,>= %r26,%r19,%r24
	add,c,tsv,ev %r14,%r26,%r19
	add,c,tsv,nsv %r26,%r17,%r22
	add,c,tsv,nuv %r26,%r9,%r21
	add,c,tsv,od %r10,%sp,%rp
	add,c,tsv,sv %r11,%r1,%r23
	add,c,tsv,tr %r22,%r15,%ret0
	add,c,tsv,uv %r4,%r8,%r3
	add,c,tsv,vnz %r19,%r10,%r18
	add,c,tsv,znv %r12,%r12,%r4
	add,c,uv %r6,%r21,%r17
	add,c,vnz %r5,%r24,%r6
	add,c,znv %r5,%r19,%r6
	/* add ca?Ax,b,t */
	add,* %r12,%r11,%r15
	add,*< %r6,%r21,%r24
	add,*<= %r16,%r10,%r25
	add,*<> %dp,%r31,%r3
	add,*= %rp,%r7,%ret1
	add,*> %ret1,%r12,%rp
	add,*>= %r25,%r9,%r22
	add,*ev %ret1,%r26,%rp
	add,*nsv %r26,%sp,%r11
	add,*nuv %r12,%r1,%r14
	add,*od %r11,%r23,%dp
	add,*sv %r11,%r7,%r10
	add,*tr %r19,%ret1,%r3
	add,*uv %ret0,%r5,%r22
	add,*vnz %r14,%r15,%r14
	add,l,* %r1,%r1,%r3
	add,l,*< %r19,%r0,%r22
	add,l,*<= %r13,%r20,%r13
	add,l,*<> %r12,%r23,%r17
	add,l,*= %r18,%r23,%r21
	add,l,*> %r9,%r4,%r8
	add,l,*>= %ret0,%r26,%r10
	add,l,*ev %r21,%r5,%ret1
	add,l,*nsv %ret0,%r17,%r13
	add,l,*nuv %r20,%r20,%r12
	add,l,*od %r7,%r24,%r11
	add,l,*sv %ret1,%r21,%r5
	add,l,*tr %r9,%r9,%sp
	add,l,*uv %r19,%r0,%r10
	add,l,*vnz %r19,%r9,%r20
	add,l,*znv %r7,%r23,%rp
	add,tsv,* %ret0,%r17,%r16
	add,tsv,*< %r15,%r23,%r14
	add,tsv,*<= %r24,%rp,%rp
	add,tsv,*<> %ret0,%r11,%r23
	add,tsv,*= %r8,%r6,%r25
	add,tsv,*> %r31,%r21,%r5
	add,tsv,*>= %r13,%rp,%r20
	add,tsv,*ev %r5,%r31,%r14
	add,tsv,*nsv %r21,%r12,%r17
	add,tsv,*nuv %r20,%r6,%r14
	add,tsv,*od %r31,%r13,%r25
	add,tsv,*sv %r8,%r4,%ret0
	add,tsv,*tr %r0,%r16,%ret1
	add,tsv,*uv %r21,%r5,%r25
	add,tsv,*vnz %r18,%r13,%r3
	/* add ca?ax,b,t */
	add %r6,%r21,%r20
	add,< %r22,%r14,%r22
	add,<= %ret0,%r15,%sp
	add,<> %r8,%r16,%r18
	add,= %r0,%r31,%r1
	add,> %r17,%r6,%r6
	add,>= %r18,%r21,%r1
	add,ev %r11,%r13,%r12
	add,l %r1,%r1,%r3
	add,l,< %r14,%r8,%r15
	add,l,<= %r13,%r26,%r19
	add,l,<> %r10,%r26,%dp
	add,l,= %rp,%r21,%rp
	add,l,> %r14,%r13,%rp
	add,l,>= %r22,%r1,%r24
	add,l,ev %r31,%r9,%r26
	add,l,nsv %r19,%r10,%r31
	add,l,nuv %r22,%r15,%r11
	add,l,od %r4,%r21,%r17
	add,l,sv %dp,%rp,%r17
	add,l,tr %r22,%r23,%ret0
	add,l,uv %ret0,%r19,%r31
	add,l,vnz %r12,%r7,%sp
	add,l,znv %r31,%r26,%r1
	add,nsv %r5,%r21,%r11
	add,nuv %r24,%r21,%r12
	add,od %r20,%r26,%r22
	add,sv %r20,%rp,%r5
	add,tr %r24,%r1,%r4
	add,tsv %r15,%r15,%r4
	add,tsv,< %r3,%r9,%r31
	add,tsv,<= %r21,%r13,%r18
	add,tsv,<> %r20,%r20,%sp
	add,tsv,= %r19,%r24,%r9
	add,tsv,> %r25,%r20,%r5
	add,tsv,>= %dp,%r1,%r5
	add,tsv,ev %r13,%r4,%r21
	add,tsv,nsv %r14,%rp,%r10
	add,tsv,nuv %r18,%r14,%r3
	add,tsv,od %r1,%r19,%r31
	add,tsv,sv %r23,%r1,%r8
	add,tsv,tr %r11,%sp,%r11
	add,tsv,uv %r3,%r24,%dp
	add,tsv,vnz %r10,%r31,%r19
	add,tsv,znv %r22,%r21,%r17
	add,uv %r20,%r17,%r24
	add,vnz %r6,%r23,%r21
	add,znv %r8,%ret0,%dp
	/* sub ct?Sx,b,t */
	sub,tc,* %r0,%r0,%r0
	sub,tc,*< %r20,%r24,%r0
	sub,tc,*<< %sp,%r15,%r23
	sub,tc,*<<= %r24,%r6,%r14
	sub,tc,*<= %r8,%ret1,%r14
	sub,tc,*<> %r10,%r18,%r18
	sub,tc,*= %r3,%r10,%rp
	sub,tc,*> %r13,%r7,%r14
	sub,tc,*>= %r0,%r9,%r11
	sub,tc,*>> %r18,%dp,%r11
	sub,tc,*>>= %r10,%r20,%r4
	sub,tc,*ev %r15,%r0,%r19
	sub,tc,*nsv %sp,%r0,%r13
	sub,tc,*od %rp,%r14,%r6
	sub,tc,*sv %dp,%r31,%r22
	sub,tc,*tr %r19,%r31,%ret1
	sub,tc,tsv,* %r1,%r1,%r3
	sub,tc,tsv,*< %r18,%r3,%dp
	sub,tc,tsv,*<< %r21,%r6,%r19
	sub,tc,tsv,*<<= %r13,%r4,%r23
	sub,tc,tsv,*<= %r25,%r1,%r1
	sub,tc,tsv,*<> %sp,%ret1,%sp
	sub,tc,tsv,*= %r20,%r14,%ret1
	sub,tc,tsv,*> %r5,%r26,%r20
	sub,tc,tsv,*>= %r14,%r1,%ret0
	sub,tc,tsv,*>> %r31,%r24,%r17
	sub,tc,tsv,*>>= %ret0,%r3,%r10
	sub,tc,tsv,*ev %r19,%r16,%r14
	sub,tc,tsv,*nsv %dp,%ret0,%r8
	sub,tc,tsv,*od %r14,%r7,%r16
	sub,tc,tsv,*sv %r15,%r19,%r20
	sub,tc,tsv,*tr %r25,%r31,%r16
	/* sub ct?sx,b,t */
	sub,tc %r0,%r0,%r0
	sub,tc,< %r31,%r6,%r0
	sub,tc,<< %r1,%ret0,%r13
	sub,tc,<<= %r22,%r9,%r0
	sub,tc,<= %r4,%r0,%r23
	sub,tc,<> %sp,%r24,%rp
	sub,tc,= %r19,%r14,%r21
	sub,tc,> %r21,%r19,%r17
	sub,tc,>= %sp,%r24,%r25
	sub,tc,>> %ret1,%r1,%r4
	sub,tc,>>= %sp,%r5,%r20
	sub,tc,ev %r12,%r10,%ret0
	sub,tc,nsv %r16,%r12,%r18
	sub,tc,od %ret1,%r18,%r15
	sub,tc,sv %r9,%r5,%r4
	sub,tc,tr %r20,%r8,%r22
	sub,tc,tsv %r1,%r1,%r3
	sub,tc,tsv,< %r16,%ret1,%r12
	sub,tc,tsv,<< %r22,%r25,%r10
	sub,tc,tsv,<<= %r22,%r13,%r14
	sub,tc,tsv,<= %r4,%r14,%r24
	sub,tc,tsv,<> %ret0,%r6,%r1
	sub,tc,tsv,= %r26,%r4,%r20
	sub,tc,tsv,> %r9,%r20,%r26
	sub,tc,tsv,>= %r5,%r23,%r23
	sub,tc,tsv,>> %r7,%ret0,%r11
	sub,tc,tsv,>>= %r25,%r15,%sp
	sub,tc,tsv,ev %r24,%r7,%r12
	sub,tc,tsv,nsv %r10,%r0,%r25
	sub,tc,tsv,od %r19,%r19,%r10
	sub,tc,tsv,sv %sp,%r3,%r8
	sub,tc,tsv,tr %r1,%r18,%r6
	/* sub cB?Sx,b,t */
	sub,db,* %r0,%r0,%r0
	sub,db,*< %rp,%dp,%r11
	sub,db,*<< %r22,%r4,%r9
	sub,db,*<<= %dp,%r22,%r12
	sub,db,*<= %r0,%r11,%r9
	sub,db,*<> %r31,%r6,%dp
	sub,db,*= %r16,%sp,%r4
	sub,db,*> %r3,%dp,%r6
	sub,db,*>= %r11,%r24,%ret0
	sub,db,*>> %r13,%r18,%r14
	sub,db,*>>= %r0,%r21,%r16
	sub,db,*ev %rp,%r3,%r21
	sub,db,*nsv %r0,%dp,%r9
	sub,db,*od %dp,%r16,%r16
	sub,db,*sv %r20,%ret1,%r21
	sub,db,*tr %r14,%sp,%r8
	sub,db,tsv,* %r1,%r1,%r3
	sub,db,tsv,*< %r22,%rp,%r21
	sub,db,tsv,*<< %r25,%r10,%r8
	sub,db,tsv,*<<= %r3,%r6,%r4
	sub,db,tsv,*<= %r3,%r9,%r13
	sub,db,tsv,*<> %r6,%r6,%r11
	sub,db,tsv,*= %r22,%r14,%r1
	sub,db,tsv,*> %r7,%r10,%r5
	sub,db,tsv,*>= %r6,%r16,%r14
	sub,db,tsv,*>> %r7,%r7,%r31
	sub,db,tsv,*>>= %r31,%dp,%r0
	sub,db,tsv,*ev %r5,%r0,%r14
	sub,db,tsv,*nsv %r23,%r7,%ret1
	sub,db,tsv,*od %r22,%r25,%dp
	sub,db,tsv,*sv %r20,%r12,%r1
	sub,db,tsv,*tr %r23,%r11,%r10
	/* sub cb?sx,b,t */
	sub,b %r0,%r0,%r0
	sub,b,< %r6,%r5,%rp
	sub,b,<< %r9,%r4,%r0
	sub,b,<<= %r20,%r16,%r23
	sub,b,<= %r11,%r16,%r4
	sub,b,<> %r21,%r6,%ret0
	sub,b,= %r25,%r7,%r19
	sub,b,> %r21,%r24,%r26
	sub,b,>= %r22,%dp,%r15
	sub,b,>> %rp,%r1,%r19
	sub,b,>>= %r21,%r1,%r21
	sub,b,ev %r15,%r11,%r12
	sub,b,nsv %r23,%r16,%r10
	sub,b,od %r10,%r5,%r6
	sub,b,sv %r11,%r31,%sp
	sub,b,tr %r10,%r24,%r21
	sub,b,tsv %r1,%r1,%r3
	sub,b,tsv,< %r13,%r12,%r13
	sub,b,tsv,<< %r14,%r7,%r6
	sub,b,tsv,<<= %r19,%r19,%rp
	sub,b,tsv,<= %r9,%r20,%r22
	sub,b,tsv,<> %r3,%r10,%r20
	sub,b,tsv,= %r22,%ret0,%r14
	sub,b,tsv,> %r20,%r16,%r7
	sub,b,tsv,>= %rp,%r6,%r20
	sub,b,tsv,>> %r31,%r3,%r20
	sub,b,tsv,>>= %r6,%r7,%r0
	sub,b,tsv,ev %r22,%r13,%r12
	sub,b,tsv,nsv %r3,%r14,%r13
	sub,b,tsv,od %r11,%r8,%r13
	sub,b,tsv,sv %r25,%ret1,%r11
	sub,b,tsv,tr %r11,%r24,%r31
	/* sub cv?Sx,b,t */
	sub,* %r0,%r0,%r0
	sub,*< %r6,%r5,%sp
	sub,*<< %r24,%r6,%sp
	sub,*<<= %r8,%r24,%r12
	sub,*<= %r26,%r9,%r10
	sub,*<> %r15,%r6,%r19
	sub,*= %sp,%r9,%r22
	sub,*> %r15,%r20,%ret0
	sub,*>= %r19,%r13,%r16
	sub,*>> %ret1,%r5,%r19
	sub,*>>= %r4,%r8,%r19
	sub,*ev %r9,%r8,%r0
	sub,*nsv %r16,%r5,%r9
	sub,*od %r15,%rp,%r4
	sub,*sv %r10,%r17,%dp
	sub,*tr %r31,%r24,%r12
	sub,tsv,* %r1,%r1,%r3
	sub,tsv,*< %r3,%r4,%r9
	sub,tsv,*<< %r6,%r11,%r6
	sub,tsv,*<<= %rp,%ret1,%r4
	sub,tsv,*<= %r4,%r12,%r19
	sub,tsv,*<> %r22,%r31,%r7
	sub,tsv,*= %r19,%r17,%r19
	sub,tsv,*> %r5,%r11,%r1
	sub,tsv,*>= %r7,%r1,%r8
	sub,tsv,*>> %r6,%r25,%r0
	sub,tsv,*>>= %r9,%r7,%r31
	sub,tsv,*ev %ret0,%r6,%r7
	sub,tsv,*nsv %r12,%r20,%r13
	sub,tsv,*od %r7,%r8,%ret0
	sub,tsv,*sv %r11,%ret0,%ret0
	sub,tsv,*tr %r18,%dp,%r9
	/* sub cv?sx,b,t */
	sub %r0,%r0,%r0
	sub,< %r14,%r8,%dp
	sub,<< %r17,%r1,%r24
	sub,<<= %r25,%r31,%r14
	sub,<= %r3,%dp,%r15
	sub,<> %r31,%r13,%ret1
	sub,= %r31,%r6,%r16
	sub,> %r4,%r24,%r19
	sub,>= %r4,%r3,%r31
	sub,>> %r0,%ret0,%rp
	sub,>>= %r10,%r19,%ret0
	sub,ev %r23,%sp,%r23
	sub,nsv %r20,%ret0,%r22
	sub,od %r11,%r16,%r20
	sub,sv %r17,%r24,%r18
	sub,tr %r16,%r17,%r15
	sub,tsv %r1,%r1,%r3
	sub,tsv,< %r17,%r12,%r20
	sub,tsv,<< %r31,%r26,%ret0
	sub,tsv,<<= %r16,%r14,%r10
	sub,tsv,<= %r17,%r8,%r6
	sub,tsv,<> %r5,%r23,%r3
	sub,tsv,= %r5,%r17,%r22
	sub,tsv,> %rp,%ret1,%rp
	sub,tsv,>= %r6,%rp,%r22
	sub,tsv,>> %dp,%r18,%r0
	sub,tsv,>>= %r5,%ret0,%r24
	sub,tsv,ev %r13,%r15,%r15
	sub,tsv,nsv %r8,%r0,%dp
	sub,tsv,od %r12,%r11,%r31
	sub,tsv,sv %r14,%r13,%r19
	sub,tsv,tr %r9,%r1,%r6
	/* ds ?sx,b,t */
	ds %r0,%r0,%r0
	ds,< %r14,%r6,%r24
	ds,<< %r4,%r13,%rp
	ds,<<= %r23,%r21,%r5
	ds,<= %r10,%r1,%r7
	ds,<> %r11,%r5,%r12
	ds,= %r31,%r8,%r0
	ds,> %r8,%r5,%r13
	ds,>= %r13,%r4,%r20
	ds,>> %rp,%r21,%r1
	ds,>>= %r21,%r16,%r8
	ds,ev %r23,%r4,%sp
	ds,nsv %r1,%r1,%r1
	ds,od %dp,%r25,%r4
	ds,sv %r21,%dp,%r4
	ds,tr %r25,%r9,%r13
	/* shladd ca?Ax,.,b,t */
	shladd,* %rp,2,%r18,%r19
	shladd,*< %r21,1,%r5,%r7
	shladd,*<= %r23,1,%r20,%r11
	shladd,*<> %r8,1,%r26,%r18
	shladd,*= %r13,2,%r26,%ret0
	shladd,*> %sp,2,%r9,%r0
	shladd,*>= %r13,2,%r31,%r8
	shladd,*ev %r20,3,%r25,%r7
	shladd,*nsv %r21,2,%r4,%r7
	shladd,*nuv %r24,1,%r1,%r10
	shladd,*od %sp,3,%r16,%r0
	shladd,*sv %r5,2,%r7,%r4
	shladd,*tr %r16,3,%r19,%r18
	shladd,*uv %r4,2,%r20,%r11
	shladd,*vnz %r17,2,%r31,%r14
	shladd,*znv %r24,3,%sp,%ret1
	shladd,l,* %r1,1,%r1,%r3
	shladd,l,*< %r14,1,%r17,%r17
	shladd,l,*<= %r13,1,%r18,%r7
	shladd,l,*<> %r19,1,%r14,%r31
	shladd,l,*= %r23,2,%r0,%r0
	shladd,l,*> %r18,3,%ret0,%r18
	shladd,l,*>= %r0,2,%r9,%r26
	shladd,l,*ev %sp,2,%r7,%rp
	shladd,l,*nsv %r11,3,%r14,%r6
	shladd,l,*nuv %r10,2,%r23,%r4
	shladd,l,*od %r25,3,%r8,%r26
	shladd,l,*sv %r13,2,%r9,%r6
	shladd,l,*uv %r31,1,%r18,%r21
	shladd,l,*vnz %dp,1,%r21,%r6
	shladd,l,*znv %r16,2,%r15,%r5
	shladd,tsv,* %r9,2,%r21,%r16
	shladd,tsv,*< %r16,1,%r13,%r20
	shladd,tsv,*<= %r6,1,%r1,%r0
	shladd,tsv,*<> %r31,1,%r3,%r11
	shladd,tsv,*= %r22,2,%r0,%r4
	shladd,tsv,*> %sp,1,%r23,%r12
	shladd,tsv,*>= %r19,1,%r15,%r19
	shladd,tsv,*ev %r22,3,%dp,%r9
	shladd,tsv,*nsv %r31,2,%r8,%r16
	shladd,tsv,*nuv %r21,2,%rp,%r0
	shladd,tsv,*od %dp,1,%r13,%r25
	shladd,tsv,*sv %r6,3,%r7,%r24
	shladd,tsv,*tr %r15,2,%r23,%r20
	shladd,tsv,*uv %r6,3,%r21,%r14
	shladd,tsv,*vnz %r11,1,%r31,%r11
	shladd,tsv,*znv %r11,1,%r14,%r12
	/* shladd ca?ax,.,b,t */
	shladd %r20,2,%r19,%r15
	shladd,< %r4,3,%ret1,%r4
	shladd,<= %rp,1,%r10,%r3
	shladd,<> %r20,2,%r6,%r7
	shladd,= %r17,3,%r6,%r7
	shladd,> %r26,2,%r13,%r22
	shladd,>= %r1,2,%r11,%r22
	shladd,ev %r13,2,%r11,%r13
	shladd,l %r1,1,%r1,%r3
	shladd,l,< %r16,1,%r21,%r23
	shladd,l,<= %r12,3,%r7,%r16
	shladd,l,<> %r19,1,%r31,%r15
	shladd,l,= %r18,1,%r25,%r6
	shladd,l,> %r20,2,%r16,%r13
	shladd,l,>= %rp,1,%r9,%r26
	shladd,l,ev %r14,1,%r12,%r13
	shladd,l,nsv %r9,1,%r19,%r0
	shladd,l,nuv %r13,3,%r8,%r26
	shladd,l,od %r12,2,%r0,%r9
	shladd,l,sv %r25,2,%r10,%r3
	shladd,l,tr %r22,1,%r6,%rp
	shladd,l,uv %r5,3,%r14,%r5
	shladd,l,vnz %r16,2,%r10,%r12
	shladd,l,znv %r4,3,%r19,%r14
	shladd,nsv %r20,2,%r17,%r24
	shladd,nuv %r7,1,%r31,%r18
	shladd,od %r24,1,%r11,%r24
	shladd,sv %r8,1,%r3,%r19
	shladd,tr %r22,1,%r17,%r0
	shladd,tsv %r9,3,%r31,%r10
	shladd,tsv,< %r23,2,%r9,%r20
	shladd,tsv,<= %r3,3,%r26,%r0
	shladd,tsv,<> %r8,3,%r0,%rp
	shladd,tsv,= %r23,2,%r8,%r24
	shladd,tsv,> %ret0,3,%r6,%sp
	shladd,tsv,>= %r11,2,%sp,%r7
	shladd,tsv,ev %r23,3,%ret0,%r24
	shladd,tsv,nsv %r13,3,%r14,%r15
	shladd,tsv,nuv %ret1,2,%r3,%r12
	shladd,tsv,od %sp,1,%r6,%r17
	shladd,tsv,sv %r14,2,%r1,%r25
	shladd,tsv,tr %r15,2,%r6,%r8
	shladd,tsv,uv %r23,2,%r6,%r31
	shladd,tsv,vnz %r25,2,%r17,%r12
	shladd,tsv,znv %r19,2,%r16,%r24
	shladd,uv %r21,3,%r26,%r8
	shladd,vnz %r8,1,%r16,%r16
	shladd,znv %r31,2,%r26,%r3
	/* hadd cHx,b,t */
	hadd %ret1,%r19,%r12
	hadd,ss %r1,%r1,%r3
	hadd,us %r0,%r0,%r0
	/* hshladd x,.,b,t */
	hshladd %r1,1,%r1,%r3
	/* hshradd x,.,b,t */
	hshradd %r1,1,%r1,%r3
	/* hsub cHx,b,t */
	hsub %rp,%r18,%r13
	hsub,ss %r1,%r1,%r3
	hsub,us %r0,%r0,%r0

major_03:
	/* ldd cxccx(b),t */
	ldd %r0(%r0),%r0
	ldd,m %r13(%r31),%sp
	ldd,m,sl %r31(%r0),%r12
	ldd,s %r18(%r26),%r14
	ldd,s,sl %dp(%rp),%r11
	ldd,sl %r1(%r1),%r3
	ldd,sm %r17(%r0),%rp
	ldd,sm,sl %r24(%r16),%r21
	/* ldd cxccx(s,b),t */
	ldd %ret0(%sr1,%r23),%r26
	ldd,m %rp(%sr1,%r23),%r20
	ldd,m,sl %r6(%sr2,%r1),%ret1
	ldd,s %r18(%sr3,%r24),%ret1
	ldd,s,sl %r1(%sr1,%r25),%r1
	ldd,sl %r31(%sr1,%r12),%r4
	ldd,sm %r11(%sr3,%r14),%r25
	ldd,sm,sl %r10(%sr2,%r3),%r14
	/* ldd cocc@(b),t */
	ldd,o 0(%r0),%r0
	ldd,o,sl 0(%r1),%r3
	/* ldd cocc@(s,b),t */
	ldd,o 0(%sr1,%r14),%r26
	ldd,o,sl 0(%sr2,%rp),%r18
	/* ldd cmcc5(b),t */
	ldd 0x0(%r0),%r0
	ldd,ma 0x8(%sp),%r10
	ldd,ma,sl -0x2(%r6),%r4
	ldd,mb -0x1(%r14),%r10
	ldd,mb,sl 0x7(%r21),%r18
	ldd,sl -0x10(%r1),%r3
	/* ldd cmcc5(s,b),t */
	ldd 0x4(%sr3,%r6),%r26
	ldd,ma -0x6(%sr2,%r26),%r9
	ldd,ma,sl 0xd(%sr3,%r6),%r19
	ldd,mb 0x3(%sr3,%r12),%r18
	ldd,mb,sl 0x7(%sr1,%ret1),%r17
	ldd,sl -0xe(%sr1,%r22),%r6
	/* ldw cXx(b),t */
	ldw %r0(%r0),%r0
	ldw,m %r21(%r22),%r14
	ldw,s %r5(%r13),%r9
	ldw,sm %r7(%r0),%ret1
	/* ldw cXx(s,b),t */
	ldw %r9(%sr3,%r6),%r7
	ldw,m %r19(%sr1,%r10),%r11
	ldw,s %r3(%sr3,%r23),%r15
	ldw,sm %r5(%sr3,%r16),%dp
	/* ldw cxccx(b),t */
	ldw,m,sl %r21(%ret1),%r13
	ldw,s,sl %r11(%r19),%r26
	ldw,sl %r1(%r1),%r3
	ldw,sm,sl %r19(%r22),%sp
	/* ldw cxccx(s,b),t */
	ldw,m,sl %r17(%sr2,%r1),%r17
	ldw,s,sl %r15(%sr2,%dp),%r11
	ldw,sl %r8(%sr3,%rp),%r4
	ldw,sm,sl %r10(%sr2,%r1),%r15
	/* ldw cocc@(b),t */
	ldw,o 0(%r0),%r0
	ldw,o,sl 0(%r1),%r3
	/* ldw cocc@(s,b),t */
	ldw,o 0(%sr2,%r13),%r10
	ldw,o,sl 0(%sr2,%r4),%r16
	/* ldw cM5(b),t */
	ldw 0x0(%r0),%r0
	ldw,ma -0x2(%r11),%r10
	ldw,mb -0x10(%r4),%r17
	/* ldw cM5(s,b),t */
	ldw 0xf(%sr1,%r1),%r13
	ldw,ma 0xf(%sr3,%r1),%r22
	ldw,mb 0x9(%sr2,%r23),%ret1
	/* ldw cmcc5(b),t */
	ldw,ma,sl 0xb(%r9),%r17
	ldw,mb,sl 0x1(%rp),%r22
	ldw,sl -0x10(%r1),%r3
	/* ldw cmcc5(s,b),t */
	ldw,ma,sl -0x9(%sr2,%r23),%ret0
	ldw,mb,sl 0x5(%sr3,%r31),%r9
	ldw,sl -0x7(%sr1,%r12),%r4
	/* ldh cXx(b),t */
	ldh %r0(%r0),%r0
	ldh,m %r1(%r20),%r16
	ldh,s %dp(%r10),%r8
	ldh,sm %r20(%r18),%r9
	/* ldh cXx(s,b),t */
	ldh %r23(%sr3,%r0),%r12
	ldh,m %r12(%sr2,%r3),%r23
	ldh,s %ret1(%sr3,%r15),%r3
	ldh,sm %r8(%sr3,%r26),%r10
	/* ldh cxccx(b),t */
	ldh,m,sl %r1(%ret1),%r25
	ldh,s,sl %r19(%r13),%r20
	ldh,sl %r1(%r1),%r3
	ldh,sm,sl %r12(%r19),%r11
	/* ldh cxccx(s,b),t */
	ldh,m,sl %sp(%sr2,%dp),%r20
	ldh,s,sl %r21(%sr3,%r9),%r1
	ldh,sl %sp(%sr1,%r1),%r24
	ldh,sm,sl %r4(%sr3,%r4),%r7
	/* ldh cocc@(b),t */
	ldh,o 0(%r0),%r0
	ldh,o,sl 0(%r1),%r3
	/* ldh cocc@(s,b),t */
	ldh,o 0(%sr3,%r21),%r7
	ldh,o,sl 0(%sr2,%r9),%ret1
	/* ldh cM5(b),t */
	ldh 0x0(%r0),%r0
	ldh,ma 0x8(%rp),%r25
	ldh,mb 0x6(%r6),%r31
	/* ldh cM5(s,b),t */
	ldh 0x6(%sr1,%r10),%sp
	ldh,ma 0xc(%sr2,%r6),%r9
	ldh,mb -0x9(%sr2,%r6),%r16
	/* ldh cmcc5(b),t */
	ldh,ma,sl 0x7(%r5),%r10
	ldh,mb,sl 0xb(%r9),%r3
	ldh,sl -0x10(%r1),%r3
	/* ldh cmcc5(s,b),t */
	ldh,ma,sl 0xc(%sr3,%r4),%r6
	ldh,mb,sl 0xb(%sr3,%r16),%r31
	ldh,sl -0x6(%sr1,%ret0),%r9
	/* ldb cXx(b),t */
	ldb %r0(%r0),%r0
	ldb,m %r20(%r0),%r14
	ldb,s %r18(%r31),%r17
	ldb,sm %r4(%r14),%r23
	/* ldb cXx(s,b),t */
	ldb %r0(%sr1,%sp),%r25
	ldb,m %r20(%sr1,%r5),%r7
	ldb,s %r9(%sr1,%r9),%r19
	ldb,sm %r13(%sr2,%r14),%ret0
	/* ldb cxccx(b),t */
	ldb,m,sl %r17(%r12),%r19
	ldb,s,sl %r3(%r14),%r1
	ldb,sl %r1(%r1),%r3
	ldb,sm,sl %r26(%r6),%r10
	/* ldb cxccx(s,b),t */
	ldb,m,sl %r0(%sr3,%r5),%r7
	ldb,s,sl %r14(%sr2,%r14),%sp
	ldb,sl %rp(%sr2,%r13),%r0
	ldb,sm,sl %r21(%sr1,%r24),%r17
	/* ldb cocc@(b),t */
	ldb,o 0(%r0),%r0
	ldb,o,sl 0(%r1),%r3
	/* ldb cocc@(s,b),t */
	ldb,o 0(%sr2,%r22),%r25
	ldb,o,sl 0(%sr3,%r3),%dp
	/* ldb cM5(b),t */
	ldb 0x0(%r0),%r0
	ldb,ma -0x6(%r7),%ret0
	ldb,mb -0xe(%r16),%r23
	/* ldb cM5(s,b),t */
	ldb -0xd(%sr2,%r21),%ret0
	ldb,ma -0x6(%sr3,%r18),%r15
	ldb,mb -0x4(%sr1,%r7),%r10
	/* ldb cmcc5(b),t */
	ldb,ma,sl -0xf(%r23),%ret1
	ldb,mb,sl -0x10(%r17),%r13
	ldb,sl -0x10(%r1),%r3
	/* ldb cmcc5(s,b),t */
	ldb,ma,sl 0x7(%sr2,%r1),%r22
	ldb,mb,sl 0x3(%sr3,%r18),%r25
	ldb,sl 0x5(%sr3,%r6),%r21
	/* std cocCx,@(b) */
	std,o %r0,0(%r0)
	std,o,bc %r18,0(%ret0)
	std,o,sl %r1,0(%r1)
	/* std cocCx,@(s,b) */
	std,o %r4,0(%sr1,%r20)
	std,o,bc %r16,0(%sr2,%r7)
	std,o,sl %r9,0(%sr1,%r17)
	/* std cmcCx,V(b) */
	std %r0,0x0(%r0)
	std,bc %r10,0x8(%sp)
	std,ma %r20,0x7(%r10)
	std,ma,bc %r5,-0x3(%ret0)
	std,ma,sl %r22,0x2(%r26)
	std,mb %r18,-0xd(%r13)
	std,mb,bc %ret0,0x0(%r16)
	std,mb,sl %r3,-0x10(%r23)
	std,sl %r1,-0xf(%r1)
	/* std cmcCx,V(s,b) */
	std %r10,-0xe(%sr1,%r25)
	std,bc %r24,-0xe(%sr3,%r24)
	std,ma %r3,0x4(%sr3,%r21)
	std,ma,bc %r12,0x3(%sr1,%r13)
	std,ma,sl %r20,0xc(%sr3,%r7)
	std,mb %r16,-0xc(%sr1,%r14)
	std,mb,bc %rp,-0x4(%sr2,%r5)
	std,mb,sl %r15,0x7(%sr2,%r15)
	std,sl %r6,-0xb(%sr1,%r18)
	/* stw cocCx,@(b) */
	stw,o %r0,0(%r0)
	stw,o,bc %r18,0(%r22)
	stw,o,sl %r1,0(%r1)
	/* stw cocCx,@(s,b) */
	stw,o %r0,0(%sr3,%r23)
	stw,o,bc %r14,0(%sr3,%rp)
	stw,o,sl %r26,0(%sr1,%r22)
	/* stw cMx,V(b) */
	stw %r0,0x0(%r0)
	stw,ma %r4,0x2(%r10)
	stw,mb %r5,-0xd(%r19)
	/* stw cMx,V(s,b) */
	stw %r6,-0x2(%sr2,%sp)
	stw,ma %r25,-0xa(%sr2,%r14)
	stw,mb %r20,-0x2(%sr2,%dp)
	/* stw cmcCx,V(b) */
	stw,bc %r18,-0x2(%r7)
	stw,ma,bc %dp,-0xe(%r25)
	stw,ma,sl %dp,0x4(%r1)
	stw,mb,bc %r6,-0x3(%r16)
	stw,mb,sl %r31,0xb(%r8)
	stw,sl %r1,-0xf(%r1)
	/* stw cmcCx,V(s,b) */
	stw,bc %r24,-0x9(%sr3,%r23)
	stw,ma,bc %r31,0xb(%sr3,%r11)
	stw,ma,sl %ret0,-0x8(%sr2,%r31)
	stw,mb,bc %rp,0x0(%sr1,%r17)
	stw,mb,sl %r18,0x2(%sr2,%r17)
	stw,sl %r3,-0x5(%sr1,%sp)
	/* sth cocCx,@(b) */
	sth,o %r0,0(%r0)
	sth,o,bc %r1,0(%dp)
	sth,o,sl %r1,0(%r1)
	/* sth cocCx,@(s,b) */
	sth,o %r17,0(%sr3,%r15)
	sth,o,bc %r20,0(%sr2,%r19)
	sth,o,sl %r12,0(%sr2,%r13)
	/* sth cMx,V(b) */
	sth %r0,0x0(%r0)
	sth,ma %r10,-0x3(%r21)
	sth,mb %r14,-0x6(%r10)
	/* sth cMx,V(s,b) */
	sth %ret1,0xd(%sr3,%r13)
	sth,ma %r31,-0x10(%sr2,%r11)
	sth,mb %r24,-0xd(%sr2,%r25)
	/* sth cmcCx,V(b) */
	sth,bc %r21,0x4(%r26)
	sth,ma,bc %r14,0xc(%r8)
	sth,ma,sl %r25,0x4(%r17)
	sth,mb,bc %r19,0xd(%r9)
	sth,mb,sl %r21,0x1(%r21)
	sth,sl %r1,-0xf(%r1)
	/* sth cmcCx,V(s,b) */
	sth,bc %r11,-0x5(%sr1,%r20)
	sth,ma,bc %r8,0xf(%sr3,%r26)
	sth,ma,sl %r19,-0x1(%sr2,%r13)
	sth,mb,bc %sp,-0xb(%sr1,%r22)
	sth,mb,sl %r14,-0x6(%sr2,%sp)
	sth,sl %r1,0xa(%sr3,%r13)
	/* stb cocCx,@(b) */
	stb,o %r0,0(%r0)
	stb,o,bc %r31,0(%ret0)
	stb,o,sl %r1,0(%r1)
	/* stb cocCx,@(s,b) */
	stb,o %r24,0(%sr1,%r14)
	stb,o,bc %r25,0(%sr1,%r23)
	stb,o,sl %r25,0(%sr2,%r7)
	/* stb cMx,V(b) */
	stb %r0,0x0(%r0)
	stb,ma %r18,-0x7(%r16)
	stb,mb %r11,0x3(%r17)
	/* stb cMx,V(s,b) */
	stb %r26,0x9(%sr1,%r16)
	stb,ma %r10,0x9(%sr1,%r15)
	stb,mb %r20,0xd(%sr2,%ret1)
	/* stb cmcCx,V(b) */
	stb,bc %r16,0x7(%r20)
	stb,ma,bc %r13,0x6(%r14)
	stb,ma,sl %sp,0xc(%r25)
	stb,mb,bc %r13,-0xf(%r24)
	stb,mb,sl %sp,0x0(%sp)
	stb,sl %r1,-0xf(%r1)
	/* stb cmcCx,V(s,b) */
	stb,bc %r20,-0xb(%sr3,%r12)
	stb,ma,bc %r31,0x9(%sr3,%ret1)
	stb,ma,sl %r31,-0x7(%sr3,%sp)
	stb,mb,bc %r0,0xb(%sr3,%r10)
	stb,mb,sl %r3,-0xe(%sr1,%r7)
	stb,sl %r10,0xe(%sr1,%r22)
	/* ldwa cXx(b),t */
	ldwa %r0(%r0),%r0
	ldwa,m %r0(%r4),%r8
	ldwa,s %r19(%r12),%r3
	ldwa,sm %r10(%r9),%r25
	/* ldwa cxccx(b),t */
	ldwa,m,sl %r8(%r26),%r14
	ldwa,s,sl %r23(%r18),%rp
	ldwa,sl %r1(%r1),%r3
	ldwa,sm,sl %r9(%r0),%r7
	/* ldwa cocc@(b),t */
	ldwa,o 0(%r0),%r0
	ldwa,o,sl 0(%r1),%r3
	/* ldwa cM5(b),t */
	ldwa 0x0(%r0),%r0
	ldwa,ma 0x1(%r3),%r8
	ldwa,mb 0xa(%r10),%r3
	/* ldwa cmcc5(b),t */
	ldwa,ma,sl 0x4(%r4),%r26
	ldwa,mb,sl -0xa(%r5),%r7
	ldwa,sl -0x10(%r1),%r3
	/* ldcw cXx(b),t */
	ldcw %r0(%r0),%r0
	ldcw,m %r10(%r4),%r1
	ldcw,s %r21(%ret0),%r6
	ldcw,sm %r9(%r16),%r11
	/* ldcw cXx(s,b),t */
	ldcw %r7(%sr1,%r14),%r26
	ldcw,m %r6(%sr3,%ret0),%r23
	ldcw,s %r5(%sr1,%r0),%r6
	ldcw,sm %r14(%sr2,%r14),%r12
	/* ldcw cxcdx(b),t */
	ldcw,co %r24(%r4),%r8
	ldcw,m,co %r18(%r15),%r13
	ldcw,s,co %r9(%r25),%r12
	ldcw,sm,co %r14(%r18),%r16
	/* ldcw cxcdx(s,b),t */
	ldcw,co %r11(%sr2,%r9),%r12
	ldcw,m,co %r18(%sr2,%r3),%ret0
	ldcw,s,co %r17(%sr1,%r20),%r25
	ldcw,sm,co %r7(%sr1,%r9),%r6
	/* ldcw cM5(b),t */
	ldcw 0x0(%r0),%r0
	ldcw,ma 0x3(%r7),%r16
	ldcw,mb 0x4(%r8),%r24
	/* ldcw cM5(s,b),t */
	ldcw -0x1(%sr2,%r17),%r19
	ldcw,ma -0x3(%sr3,%r16),%r9
	ldcw,mb 0x5(%sr2,%r22),%r13
	/* ldcw cmcd5(b),t */
	ldcw,co -0xa(%r10),%r22
	ldcw,ma,co 0x7(%r26),%r22
	ldcw,mb,co -0x10(%r15),%r3
	/* ldcw cmcd5(s,b),t */
	ldcw,co 0x6(%sr1,%ret0),%dp
	ldcw,ma,co -0x7(%sr1,%r15),%dp
	ldcw,mb,co 0xb(%sr2,%r8),%r11
	/* stwa cocCx,@(b) */
	stwa,o %r0,0(%r0)
	stwa,o,bc %r15,0(%r9)
	stwa,o,sl %r1,0(%r1)
	/* stwa cMx,V(b) */
	stwa %r0,0x0(%r0)
	stwa,ma %r5,0x3(%r9)
	stwa,mb %r24,-0x8(%r15)
	/* stwa cmcCx,V(b) */
	stwa,bc %r13,-0x1(%r6)
	stwa,ma,bc %rp,0x8(%r12)
	stwa,ma,sl %r26,0xe(%r15)
	stwa,mb,bc %sp,-0x1(%r6)
	stwa,mb,sl %r21,0xd(%r0)
	stwa,sl %r1,-0xf(%r1)
	/* stby cAx,V(b) */
	stby %r0,0x0(%r0)
	stby,b,m %r23,0x1(%r23)
	stby,e %r25,-0x3(%r3)
	stby,e,m %r8,0xe(%r31)
	/* stby cAx,V(s,b) */
	stby %r17,-0xd(%sr3,%r6)
	stby,b,m %r18,-0xb(%sr3,%r19)
	stby,e %r3,-0x7(%sr3,%r23)
	stby,e,m %rp,-0x8(%sr3,%r1)
	/* stby cscCx,V(b) */
	stby,b,m,bc %r7,0x9(%r14)
	stby,b,m,sl %r23,0x4(%r24)
	stby,bc %r18,-0x10(%dp)
	stby,e,bc %r13,-0x3(%r1)
	stby,e,m,bc %dp,-0xf(%r22)
	stby,e,m,sl %r16,-0x5(%r24)
	stby,e,sl %r17,0xb(%r7)
	stby,sl %r1,-0xf(%r1)
	/* stby cscCx,V(s,b) */
	stby,b,m,bc %rp,0x8(%sr3,%r24)
	stby,b,m,sl %r4,-0x7(%sr3,%r19)
	stby,bc %r20,-0x7(%sr1,%r16)
	stby,e,bc %sp,-0x8(%sr1,%dp)
	stby,e,m,bc %r26,0x6(%sr2,%dp)
	stby,e,m,sl %r21,0x9(%sr2,%r6)
	stby,e,sl %ret1,0x6(%sr1,%r24)
	stby,sl %r24,-0xd(%sr1,%r14)
	/* ldda cxccx(b),t */
	ldda %r0(%r0),%r0
	ldda,m %r31(%r11),%r6
	ldda,m,sl %r1(%r26),%r1
	ldda,s %r24(%r10),%r5
	ldda,s,sl %sp(%r0),%r9
	ldda,sl %r1(%r1),%r3
	ldda,sm %r6(%r20),%r19
	ldda,sm,sl %r10(%r9),%r11
	/* ldda cocc@(b),t */
	ldda,o 0(%r0),%r0
	ldda,o,sl 0(%r1),%r3
	/* ldda cmcc5(b),t */
	ldda 0x0(%r0),%r0
	ldda,ma -0x1(%r25),%r13
	ldda,ma,sl 0xd(%r15),%r10
	ldda,mb -0x7(%r31),%r20
	ldda,mb,sl 0xd(%r15),%sp
	ldda,sl -0x10(%r1),%r3
	/* ldcd cxcdx(b),t */
	ldcd %r0(%r0),%r0
	ldcd,co %r3(%r12),%r26
	ldcd,m %r17(%r6),%r21
	ldcd,m,co %dp(%r18),%ret0
	ldcd,s %ret0(%r26),%r11
	ldcd,s,co %ret1(%dp),%r10
	ldcd,sm %r26(%r13),%r25
	ldcd,sm,co %r11(%r7),%r5
	/* ldcd cxcdx(s,b),t */
	ldcd %r16(%sr2,%r22),%r4
	ldcd,co %r24(%sr1,%rp),%dp
	ldcd,m %r7(%sr2,%r25),%r7
	ldcd,m,co %r18(%sr1,%rp),%r13
	ldcd,s %dp(%sr3,%r24),%r8
	ldcd,s,co %r7(%sr2,%r20),%r21
	ldcd,sm %r15(%sr3,%r20),%r12
	ldcd,sm,co %r5(%sr2,%r13),%r18
	/* ldcd cmcd5(b),t */
	ldcd 0x0(%r0),%r0
	ldcd,co 0x5(%r18),%r18
	ldcd,ma -0xb(%r23),%r12
	ldcd,ma,co 0xb(%r18),%r25
	ldcd,mb -0xf(%r15),%r8
	ldcd,mb,co 0xc(%dp),%r17
	/* ldcd cmcd5(s,b),t */
	ldcd -0x4(%sr2,%r19),%r13
	ldcd,co 0x3(%sr2,%r1),%r20
	ldcd,ma 0x4(%sr2,%r1),%r17
	ldcd,ma,co 0x9(%sr1,%r22),%sp
	ldcd,mb 0x4(%sr3,%r8),%r10
	ldcd,mb,co 0x7(%sr2,%r16),%r16
	/* stda cocCx,@(b) */
	stda,o %r0,0(%r0)
	stda,o,bc %r6,0(%r0)
	stda,o,sl %r1,0(%r1)
	/* stda cmcCx,V(b) */
	stda %r0,0x0(%r0)
	stda,bc %r19,0x0(%dp)
	stda,ma %r23,-0xd(%r5)
	stda,ma,bc %ret1,0xd(%r13)
	stda,ma,sl %r26,0x2(%ret1)
	stda,mb %r18,-0xc(%r1)
	stda,mb,bc %r9,-0x9(%r21)
	stda,mb,sl %r19,-0xe(%r24)
	stda,sl %r1,-0xf(%r1)
	/* stdby cscCx,V(b) */
	stdby %r0,0x0(%r0)
	stdby,b,m %r11,0xd(%r24)
	stdby,b,m,bc %r4,0x8(%r18)
	stdby,b,m,sl %r9,-0x2(%r26)
	stdby,bc %r9,0x0(%r12)
	stdby,e %rp,0xe(%r18)
	stdby,e,bc %ret0,0xe(%r12)
	stdby,e,m %r17,-0x6(%r12)
	stdby,e,m,bc %r20,-0xd(%r5)
	stdby,e,m,sl %r22,-0x3(%r14)
	stdby,e,sl %sp,0x3(%r13)
	stdby,sl %r1,-0xf(%r1)
	/* stdby cscCx,V(s,b) */
	stdby %r26,-0xb(%sr1,%r22)
	stdby,b,m %r16,0x7(%sr1,%r5)
	stdby,b,m,bc %ret1,-0x10(%sr3,%r21)
	stdby,b,m,sl %r24,0x7(%sr1,%r4)
	stdby,bc %r10,0x9(%sr3,%r31)
	stdby,e %r23,0x3(%sr1,%r1)
	stdby,e,bc %r24,0x9(%sr1,%r25)
	stdby,e,m %r25,-0xb(%sr3,%r6)
	stdby,e,m,bc %r14,-0xf(%sr3,%r19)
	stdby,e,m,sl %r20,0x4(%sr1,%rp)
	stdby,e,sl %r0,-0x6(%sr2,%r16)
	stdby,sl %r7,0x0(%sr3,%r6)

major_04:
	/* spop0 v,ON */
	spop0,0,0
	spop0,0,40951,n
	spop0,0,68394,n
	spop0,0,77032
	spop0,0,86077,n
	spop0,1,75465
	spop0,1,80712
	spop0,1,8423
	spop0,2,23198
	spop0,2,24010
	spop0,2,51683,n
	spop0,2,97332,n
	spop0,4,27944
	spop0,4,3056,n
	spop0,4,71504,n
	spop0,4,75297
	spop0,4,96115,n
	spop0,4,98385
	spop0,5,18137,n
	spop0,5,51883,n
	spop0,5,60558
	spop0,6,7118,n
	spop0,7,54956
	/* spop1 v,oNt */
	spop1,0,0 %r0
	spop1,0,2656,n %r31
	spop1,0,334,n %rp
	spop1,0,5138,n %r10
	spop1,0,5360 %r19
	spop1,0,586 %r21
	spop1,0,6353 %r23
	spop1,0,7445,n %sp
	spop1,0,7761,n %r6
	spop1,1,1951 %r17
	spop1,1,2424,n %r24
	spop1,1,421 %r3
	spop1,1,4584,n %r7
	spop1,1,5804 %r15
	spop1,1,7378 %r19
	spop1,2,1138,n %r6
	spop1,2,3173 %r18
	spop1,2,3893 %r17
	spop1,2,4826 %r9
	spop1,2,611 %r5
	spop1,2,678,n %rp
	spop1,2,7283,n %r25
	spop1,3,3576,n %sp
	spop1,3,4939 %r19
	spop1,3,5385,n %ret0
	spop1,3,6179 %r6
	spop1,3,6405,n %r10
	spop1,3,726,n %r26
	spop1,4,192,n %r11
	spop1,4,2232,n %r14
	spop1,4,2666,n %r17
	spop1,5,13 %r11
	spop1,5,1359 %r3
	spop1,5,1388 %r7
	spop1,5,1770 %r21
	spop1,5,1819,n %r15
	spop1,5,2736,n %sp
	spop1,5,3028,n %r12
	spop1,5,7652,n %ret1
	spop1,5,925 %r1
	spop1,6,1244,n %r16
	spop1,6,2301,n %r18
	spop1,6,240 %r8
	spop1,6,4971 %r1
	spop1,6,5879,n %r8
	spop1,6,6308,n %r21
	spop1,7,1127,n %r19
	spop1,7,4121 %r7
	spop1,7,567 %r17
	spop1,7,7629,n %r6
	/* spop2 v,1Nb */
	spop2,0,0 %r0
	spop2,0,1617,n %dp
	spop2,0,3933 %ret0
	spop2,0,4237 %ret1
	spop2,0,4372 %rp
	spop2,0,6828,n %r10
	spop2,1,1276 %r31
	spop2,1,2727,n %r17
	spop2,1,37,n %ret1
	spop2,1,423 %r1
	spop2,1,5483 %r25
	spop2,2,367 %r31
	spop2,2,4247,n %dp
	spop2,2,474,n %r20
	spop2,2,5267 %r18
	spop2,2,5421,n %r0
	spop2,2,6061,n %r14
	spop2,2,636 %r24
	spop2,2,6497,n %r5
	spop2,3,2049 %r24
	spop2,3,3334,n %r24
	spop2,3,3897,n %r1
	spop2,3,4942 %r23
	spop2,3,6115,n %r11
	spop2,3,6396,n %ret0
	spop2,3,6944 %r24
	spop2,4,2469,n %r7
	spop2,4,2861 %r10
	spop2,4,3576,n %r4
	spop2,4,4078 %r9
	spop2,4,4910 %r22
	spop2,4,6430 %dp
	spop2,5,1510 %r8
	spop2,5,2946,n %r25
	spop2,5,3256 %r25
	spop2,5,4693,n %r10
	spop2,5,7204,n %rp
	spop2,5,7964,n %r21
	spop2,6,3564,n %r15
	spop2,6,3744 %r22
	spop2,6,4565 %r15
	spop2,6,5557,n %r19
	spop2,6,6625 %r4
	spop2,7,1108,n %r25
	spop2,7,3691 %r11
	spop2,7,4546,n %r26
	spop2,7,5038 %r8
	spop2,7,6959 %rp
	/* spop3 v,0Nx,b */
	spop3,0,0 %r0,%r0
	spop3,0,116,n %r1,%r24
	spop3,0,119,n %r12,%r25
	spop3,0,120 %r25,%r1
	spop3,0,127,n %ret1,%ret0
	spop3,0,135 %r15,%r21
	spop3,0,192,n %r4,%r0
	spop3,0,207 %r14,%r31
	spop3,0,22,n %r24,%r14
	spop3,0,223,n %r5,%ret0
	spop3,0,227 %r0,%r22
	spop3,0,317 %rp,%r8
	spop3,0,350 %r22,%r7
	spop3,0,352,n %rp,%r20
	spop3,0,378 %r13,%r0
	spop3,0,83 %rp,%ret1
	spop3,0,94 %r8,%r10
	spop3,1,118,n %r1,%r17
	spop3,1,149,n %r11,%r18
	spop3,1,169,n %r3,%rp
	spop3,1,2,n %r6,%r19
	spop3,1,200,n %r15,%r22
	spop3,1,209 %r14,%sp
	spop3,1,23 %r1,%r1
	spop3,1,274,n %r7,%sp
	spop3,1,301,n %r13,%r12
	spop3,1,303,n %r10,%r19
	spop3,2,101 %r19,%r14
	spop3,2,14,n %r6,%r13
	spop3,2,143 %r10,%ret1
	spop3,2,172,n %ret1,%sp
	spop3,2,186 %r26,%r9
	spop3,2,236,n %r21,%r5
	spop3,2,252,n %r18,%r23
	spop3,2,30,n %dp,%r7
	spop3,2,312 %ret1,%sp
	spop3,2,383 %r1,%r7
	spop3,2,42,n %r9,%r4
	spop3,2,43,n %r13,%r14
	spop3,2,65,n %r23,%r11
	spop3,3,144 %r26,%r4
	spop3,3,157,n %r26,%r9
	spop3,3,166 %r15,%r15
	spop3,3,222,n %r14,%r12
	spop3,3,223 %r21,%r18
	spop3,3,244,n %r16,%r18
	spop3,3,280,n %r31,%r16
	spop3,3,282,n %r20,%dp
	spop3,3,399 %r10,%r17
	spop3,3,52 %dp,%r3
	spop3,3,63 %r9,%r13
	spop3,3,92 %r31,%r16
	spop3,4,13,n %r4,%r0
	spop3,4,193,n %r25,%r17
	spop3,4,203 %r21,%r8
	spop3,4,220 %r1,%r24
	spop3,4,29,n %r11,%r3
	spop3,4,305 %r5,%r26
	spop3,4,340,n %r4,%sp
	spop3,4,342,n %ret0,%r4
	spop3,4,39,n %r6,%r17
	spop3,4,99 %ret1,%r8
	spop3,5,122,n %r19,%r21
	spop3,5,307 %r20,%r31
	spop3,5,31,n %ret1,%r5
	spop3,5,363 %ret0,%r0
	spop3,5,54 %ret0,%r17
	spop3,5,80 %r7,%r8
	spop3,6,106,n %r4,%r5
	spop3,6,176 %r13,%r25
	spop3,6,2,n %r31,%r9
	spop3,6,203,n %r5,%ret1
	spop3,6,261,n %r7,%r24
	spop3,6,319,n %r15,%r5
	spop3,6,334,n %r0,%r19
	spop3,6,348,n %dp,%r26
	spop3,6,392,n %r31,%r13
	spop3,6,60 %r16,%r9
	spop3,6,66 %ret1,%sp
	spop3,6,71 %r1,%ret1
	spop3,7,11,n %ret0,%sp
	spop3,7,135,n %r1,%r21
	spop3,7,138,n %r0,%r21
	spop3,7,172 %r0,%r13
	spop3,7,199 %r19,%r1
	spop3,7,276 %r8,%r22
	spop3,7,324 %r25,%r4
	spop3,7,341,n %r24,%r23
	spop3,7,348,n %r12,%r22
	spop3,7,354 %r9,%r16
	spop3,7,398 %r5,%rp
	spop3,7,44,n %r16,%r15
	spop3,7,67 %ret0,%r31
	spop3,7,79 %r1,%ret0

major_05:
	/* diag D */
	diag 0x0

major_06:
	/* fmpyadd Hfi,fj,fk,fl,fm */
	fmpyadd,dbl %fr0,%fr0,%fr0,%fr0,%fr0
	fmpyadd,sgl %fr20,%fr20,%fr22,%fr24,%fr25

major_08:
	/* ldil k,b */
	ldil L%0x0,%r0

major_09:
	/* fldw cXx(b),fT */
	fldw %r0(%r0),%fr0
	fldw,m %r10(%r20),%fr9R
	fldw,s %r20(%r8),%fr19R
	fldw,sm %rp(%r12),%fr18
	/* fldw cXx(s,b),fT */
	fldw %r0(%sr3,%r14),%fr11
	fldw,m %r19(%sr3,%r5),%fr0
	fldw,s %r12(%sr1,%r8),%fr7R
	fldw,sm %r14(%sr2,%r1),%fr16R
	/* fldw cxccx(b),fT */
	fldw,m,sl %r25(%r24),%fr14
	fldw,s,sl %r4(%r10),%fr17
	fldw,sl %r0(%r0),%fr25
	fldw,sm,sl %r11(%r11),%fr31
	/* fldw cxccx(s,b),fT */
	fldw,m,sl %r14(%sr2,%r31),%fr14
	fldw,s,sl %r4(%sr2,%r22),%fr15R
	fldw,sl %r19(%sr2,%r3),%fr18
	fldw,sm,sl %r20(%sr1,%r9),%fr27R
	/* fldw cocc@(b),fT */
	fldw,o 0(%r0),%fr0
	fldw,o,sl 0(%sp),%fr20R
	/* fldw cocc@(s,b),fT */
	fldw,o 0(%sr2,%r25),%fr12
	fldw,o,sl 0(%sr3,%r16),%fr17
	/* fldw cM5(b),fT */
	fldw 0x0(%r0),%fr0
	fldw,ma -0x9(%r26),%fr26
	fldw,mb 0x4(%r16),%fr9R
	/* fldw cM5(s,b),fT */
	fldw 0x9(%sr2,%r23),%fr24R
	fldw,ma -0x9(%sr3,%r0),%fr21
	fldw,mb 0x7(%sr1,%r20),%fr25R
	/* fldw cmcc5(b),fT */
	fldw,ma,sl -0x2(%ret1),%fr4
	fldw,mb,sl 0x4(%r23),%fr24R
	fldw,sl 0xd(%r14),%fr0
	/* fldw cmcc5(s,b),fT */
	fldw,ma,sl -0x3(%sr3,%r11),%fr13R
	fldw,mb,sl 0x1(%sr3,%r31),%fr25
	fldw,sl 0x1(%sr1,%ret0),%fr19
	/* fstw cXfT,x(b) */
	fstw %fr0,%r0(%r0)
	fstw,m %fr27R,%r21(%ret0)
	fstw,s %fr10,%r8(%r10)
	fstw,sm %fr21R,%dp(%r20)
	/* fstw cXfT,x(s,b) */
	fstw %fr17,%r23(%sr1,%r9)
	fstw,m %fr31R,%r18(%sr2,%r8)
	fstw,s %fr30R,%rp(%sr2,%r24)
	fstw,sm %fr0,%r20(%sr1,%r25)
	/* fstw cxcCfT,x(b) */
	fstw,bc %fr17,%r26(%r1)
	fstw,m,bc %fr4R,%sp(%dp)
	fstw,m,sl %fr13R,%r17(%r7)
	fstw,s,bc %fr8R,%r24(%r11)
	fstw,s,sl %fr23,%r20(%r16)
	fstw,sl %fr18R,%r13(%r31)
	fstw,sm,bc %fr4,%r21(%ret1)
	fstw,sm,sl %fr19R,%r3(%r14)
	/* fstw cxcCfT,x(s,b) */
	fstw,bc %fr7,%r21(%sr1,%r11)
	fstw,m,bc %fr12,%r21(%sr1,%ret0)
	fstw,m,sl %fr8R,%r19(%sr2,%r3)
	fstw,s,bc %fr6,%r6(%sr3,%r26)
	fstw,s,sl %fr29,%r3(%sr1,%sp)
	fstw,sl %fr0,%r22(%sr1,%r25)
	fstw,sm,bc %fr27R,%r13(%sr2,%r8)
	fstw,sm,sl %fr20R,%r4(%sr3,%r3)
	/* fstw cocCfT,@(b) */
	fstw,o %fr0,0(%r0)
	fstw,o,bc %fr28R,0(%sp)
	fstw,o,sl %fr6,0(%r7)
	/* fstw cocCfT,@(s,b) */
	fstw,o %fr30,0(%sr2,%r7)
	fstw,o,bc %fr22R,0(%sr1,%r3)
	fstw,o,sl %fr29R,0(%sr1,%r21)
	/* fstw cMfT,5(b) */
	fstw %fr0,0x0(%r0)
	fstw,ma %fr10R,-0xf(%r0)
	fstw,mb %fr18R,-0x8(%r7)
	/* fstw cMfT,5(s,b) */
	fstw %fr17R,-0x3(%sr1,%r23)
	fstw,ma %fr31,-0x9(%sr2,%r21)
	fstw,mb %fr5,0xd(%sr2,%r17)
	/* fstws cmcCfT,5(b) */
	fstws,bc %fr29,0xf(%r31)
	fstws,ma,bc %fr12R,-0xf(%r11)
	fstws,ma,sl %fr27R,0xd(%r19)
	fstws,mb,bc %fr14R,0x6(%r0)
	fstws,mb,sl %fr22,-0xd(%r1)
	fstws,sl %fr21,-0x2(%r18)
	/* fstws cmcCfT,5(s,b) */
	fstws,bc %fr8,0x4(%sr1,%r20)
	fstws,ma,bc %fr18R,-0x4(%sr2,%r10)
	fstws,ma,sl %fr18,-0x6(%sr1,%r5)
	fstws,mb,bc %fr5R,0x5(%sr2,%r25)
	fstws,mb,sl %fr19R,-0x2(%sr2,%r10)
	fstws,sl %fr19,0xb(%sr3,%r20)
	/* cldw ucXx(b),t */
	cldw,2 %rp(%r15),%sp
	cldw,2,m %r9(%r8),%r13
	cldw,2,s %ret0(%ret0),%r16
	cldw,2,sm %r11(%r6),%r20
	cldw,3 %dp(%r8),%r9
	cldw,3,m %r1(%r10),%r23
	cldw,3,s %r0(%r6),%r5
	cldw,3,sm %r4(%r31),%dp
	cldw,4 %r24(%r19),%r10
	cldw,4,m %r6(%r1),%r5
	cldw,4,s %r23(%ret0),%r21
	cldw,4,sm %r10(%r13),%r16
	cldw,5 %r22(%r0),%r1
	cldw,5,m %ret1(%r6),%r26
	cldw,5,s %r20(%ret1),%r16
	cldw,5,sm %r10(%r26),%ret1
	cldw,6 %r7(%r22),%r19
	cldw,6,m %r23(%ret0),%r4
	cldw,6,s %r26(%r10),%r12
	cldw,6,sm %r5(%ret0),%r0
	cldw,7 %r3(%r16),%r8
	cldw,7,m %r14(%r9),%r13
	cldw,7,s %r5(%r21),%r12
	cldw,7,sm %r4(%r10),%r7
	/* cldw ucXx(s,b),t */
	cldw,2 %r23(%sr2,%r0),%r3
	cldw,2,m %rp(%sr2,%r12),%r22
	cldw,2,s %ret0(%sr1,%ret0),%r4
	cldw,2,sm %r9(%sr1,%r14),%r16
	cldw,3 %r15(%sr1,%r22),%r11
	cldw,3,m %r23(%sr2,%r26),%r23
	cldw,3,s %r24(%sr1,%r20),%r8
	cldw,3,sm %r18(%sr2,%r5),%r17
	cldw,4 %r31(%sr2,%r7),%r31
	cldw,4,m %r1(%sr1,%r3),%r22
	cldw,4,s %r20(%sr1,%ret1),%r23
	cldw,4,sm %r16(%sr2,%r9),%ret1
	cldw,5 %r6(%sr1,%ret1),%r17
	cldw,5,m %r24(%sr1,%ret0),%r23
	cldw,5,s %r3(%sr2,%r18),%r16
	cldw,5,sm %r22(%sr3,%r17),%r17
	cldw,6 %r25(%sr3,%r0),%rp
	cldw,6,m %r15(%sr3,%r16),%r7
	cldw,6,s %r8(%sr3,%r9),%r17
	cldw,6,sm %r17(%sr1,%r5),%r6
	cldw,7 %r25(%sr2,%r21),%r24
	cldw,7,m %r25(%sr3,%r31),%r9
	cldw,7,s %r26(%sr2,%r5),%ret0
	cldw,7,sm %r31(%sr1,%r10),%r0
	/* cldw ucxccx(b),t */
	cldw,2,m,sl %r19(%r16),%r5
	cldw,2,s,sl %r5(%r23),%r8
	cldw,2,sl %r11(%r3),%rp
	cldw,2,sm,sl %dp(%r20),%r19
	cldw,3,m,sl %r11(%dp),%r16
	cldw,3,s,sl %r31(%r16),%r18
	cldw,3,sl %r19(%r9),%r24
	cldw,3,sm,sl %r10(%r14),%r13
	cldw,4,m,sl %ret1(%r17),%dp
	cldw,4,s,sl %r17(%dp),%sp
	cldw,4,sl %r13(%ret0),%r19
	cldw,4,sm,sl %r13(%r16),%r9
	cldw,5,m,sl %r17(%r22),%r25
	cldw,5,s,sl %r7(%sp),%r12
	cldw,5,sl %r26(%r14),%r9
	cldw,5,sm,sl %r10(%r18),%r19
	cldw,6,m,sl %r20(%r8),%r22
	cldw,6,s,sl %r9(%ret0),%r21
	cldw,6,sl %r19(%r0),%dp
	cldw,7,m,sl %ret1(%r14),%r1
	cldw,7,s,sl %r10(%rp),%r14
	cldw,7,sl %r9(%r23),%r4
	cldw,7,sm,sl %sp(%r16),%r22
	/* cldw ucxccx(s,b),t */
	cldw,2,m,sl %r18(%sr1,%r4),%r23
	cldw,2,s,sl %r13(%sr3,%r7),%r25
	cldw,2,sl %r7(%sr3,%r3),%r24
	cldw,2,sm,sl %r14(%sr2,%rp),%r31
	cldw,3,m,sl %rp(%sr2,%r16),%r6
	cldw,3,s,sl %r22(%sr1,%r31),%sp
	cldw,3,sl %r18(%sr2,%r15),%r12
	cldw,3,sm,sl %r15(%sr3,%r31),%r25
	cldw,4,m,sl %r1(%sr2,%r18),%r25
	cldw,4,s,sl %r1(%sr1,%r31),%r7
	cldw,4,sl %rp(%sr3,%r15),%r12
	cldw,4,sm,sl %r21(%sr2,%r3),%r13
	cldw,5,m,sl %r4(%sr3,%r25),%r31
	cldw,5,s,sl %r10(%sr1,%r24),%r3
	cldw,5,sl %r12(%sr2,%r19),%r24
	cldw,5,sm,sl %r11(%sr1,%r19),%r8
	cldw,6,s,sl %r1(%sr3,%r24),%r17
	cldw,6,sl %r10(%sr3,%r21),%r23
	cldw,6,sm,sl %r15(%sr1,%r4),%r5
	cldw,7,m,sl %r18(%sr3,%r11),%r10
	cldw,7,s,sl %sp(%sr1,%r6),%rp
	cldw,7,sl %r20(%sr1,%r22),%r5
	cldw,7,sm,sl %r8(%sr3,%r19),%dp
	/* cldw ucocc@(b),t */
	cldw,2,o 0(%ret0),%dp
	cldw,2,o,sl 0(%r12),%ret0
	cldw,3,o 0(%r22),%r22
	cldw,3,o,sl 0(%r23),%r17
	cldw,4,o 0(%r12),%r12
	cldw,4,o,sl 0(%r21),%r17
	cldw,5,o 0(%r10),%r0
	cldw,5,o,sl 0(%r10),%r18
	cldw,6,o 0(%r21),%r18
	cldw,6,o,sl 0(%r24),%r9
	cldw,7,o 0(%r1),%r13
	cldw,7,o,sl 0(%r13),%r10
	/* cldw ucocc@(s,b),t */
	cldw,2,o 0(%sr2,%r11),%r18
	cldw,2,o,sl 0(%sr2,%r17),%r21
	cldw,3,o 0(%sr3,%r6),%r4
	cldw,3,o,sl 0(%sr3,%dp),%dp
	cldw,4,o 0(%sr2,%r14),%r25
	cldw,4,o,sl 0(%sr1,%r6),%r25
	cldw,5,o 0(%sr2,%r15),%r8
	cldw,5,o,sl 0(%sr3,%r5),%r13
	cldw,6,o 0(%sr1,%r3),%r11
	cldw,6,o,sl 0(%sr1,%ret0),%r9
	cldw,7,o 0(%sr2,%r7),%r13
	cldw,7,o,sl 0(%sr3,%r20),%ret1
	/* cstw ucXt,x(b) */
	cstw,2 %r14,%r25(%r10)
	cstw,2,m %ret0,%r18(%r31)
	cstw,2,s %ret0,%r7(%r14)
	cstw,2,sm %ret0,%r9(%r25)
	cstw,3 %r18,%r23(%r4)
	cstw,3,m %r1,%r31(%r15)
	cstw,3,s %r3,%r1(%r19)
	cstw,3,sm %sp,%rp(%sp)
	cstw,4 %r4,%r4(%dp)
	cstw,4,m %ret1,%r24(%r26)
	cstw,4,s %r10,%r22(%r14)
	cstw,4,sm %r4,%rp(%ret0)
	cstw,5 %r26,%rp(%r16)
	cstw,5,m %r17,%r7(%r12)
	cstw,5,s %r4,%r1(%r25)
	cstw,5,sm %r25,%ret0(%ret1)
	cstw,6 %r7,%r6(%r11)
	cstw,6,m %r7,%ret1(%r7)
	cstw,6,s %r23,%rp(%r31)
	cstw,6,sm %r17,%r21(%r23)
	cstw,7 %sp,%r9(%r9)
	cstw,7,m %r22,%r6(%r19)
	cstw,7,s %sp,%r0(%r14)
	cstw,7,sm %r16,%r13(%sp)
	/* cstw ucXt,x(s,b) */
	cstw,2 %r23,%dp(%sr1,%r1)
	cstw,2,m %dp,%rp(%sr1,%r25)
	cstw,2,s %r14,%r22(%sr3,%r22)
	cstw,2,sm %r0,%r0(%sr1,%r23)
	cstw,3 %r16,%r4(%sr2,%r4)
	cstw,3,m %r1,%r11(%sr3,%sp)
	cstw,3,s %r4,%r11(%sr3,%r20)
	cstw,3,sm %r21,%r25(%sr1,%r12)
	cstw,4 %r15,%r1(%sr3,%r22)
	cstw,4,m %r6,%r7(%sr1,%r14)
	cstw,4,s %r1,%r9(%sr1,%r20)
	cstw,4,sm %r7,%r9(%sr1,%r25)
	cstw,5 %r24,%r15(%sr3,%dp)
	cstw,5,m %r22,%r17(%sr1,%dp)
	cstw,5,s %r5,%ret0(%sr1,%rp)
	cstw,5,sm %r4,%r25(%sr2,%rp)
	cstw,6 %r7,%r24(%sr2,%r3)
	cstw,6,m %r14,%r14(%sr1,%r1)
	cstw,6,s %r21,%r16(%sr2,%r3)
	cstw,6,sm %r18,%ret1(%sr2,%ret0)
	cstw,7 %r9,%r9(%sr2,%r7)
	cstw,7,m %r25,%ret0(%sr2,%r12)
	cstw,7,s %r21,%r15(%sr2,%r17)
	cstw,7,sm %r5,%r18(%sr3,%ret1)
	/* cstw ucxcCt,x(b) */
	cstw,2,bc %r24,%r15(%r7)
	cstw,2,m,bc %r0,%r31(%r18)
	cstw,2,m,sl %r7,%r1(%r31)
	cstw,2,s,bc %r11,%rp(%r8)
	cstw,2,s,sl %r23,%sp(%sp)
	cstw,2,sl %ret0,%r19(%r10)
	cstw,2,sm,bc %r24,%rp(%r15)
	cstw,2,sm,sl %ret0,%r7(%r14)
	cstw,3,bc %ret1,%r8(%r8)
	cstw,3,m,bc %r16,%r21(%r7)
	cstw,3,m,sl %r7,%r12(%r5)
	cstw,3,s,bc %r11,%sp(%r24)
	cstw,3,s,sl %r0,%ret1(%r17)
	cstw,3,sl %r20,%r11(%r23)
	cstw,3,sm,bc %r9,%r10(%r19)
	cstw,3,sm,sl %r10,%r5(%r18)
	cstw,4,bc %r6,%r16(%r6)
	cstw,4,m,bc %r17,%ret0(%r16)
	cstw,4,s,bc %r0,%r1(%r8)
	cstw,4,s,sl %r12,%r6(%r31)
	cstw,4,sl %r20,%r13(%r24)
	cstw,4,sm,bc %r24,%r24(%r23)
	cstw,5,bc %r5,%r22(%r6)
	cstw,5,m,bc %r10,%r7(%r8)
	cstw,5,m,sl %r15,%r19(%rp)
	cstw,5,s,bc %sp,%r24(%r4)
	cstw,5,sl %r18,%r8(%r12)
	cstw,5,sm,bc %r3,%r7(%r15)
	cstw,5,sm,sl %r1,%r0(%r18)
	cstw,6,bc %r16,%r17(%r31)
	cstw,6,m,bc %dp,%r1(%r19)
	cstw,6,m,sl %r7,%r0(%r23)
	cstw,6,s,bc %sp,%dp(%r0)
	cstw,6,s,sl %r6,%r0(%r19)
	cstw,6,sl %r24,%r9(%ret1)
	cstw,6,sm,bc %r23,%r0(%sp)
	cstw,6,sm,sl %r22,%r23(%dp)
	cstw,7,bc %r16,%r26(%r22)
	cstw,7,m,bc %r5,%r11(%r26)
	cstw,7,m,sl %dp,%r15(%r6)
	cstw,7,s,bc %ret1,%r12(%r8)
	cstw,7,s,sl %r5,%r14(%r31)
	cstw,7,sl %r11,%r19(%r7)
	cstw,7,sm,bc %r13,%ret0(%r15)
	cstw,7,sm,sl %r5,%r16(%ret0)
	/* cstw ucxcCt,x(s,b) */
	cstw,2,bc %r17,%r14(%sr1,%r7)
	cstw,2,m,bc %r10,%r5(%sr3,%r16)
	cstw,2,m,sl %r12,%r3(%sr1,%r14)
	cstw,2,s,bc %r26,%r8(%sr1,%r15)
	cstw,2,sl %r17,%ret1(%sr3,%r5)
	cstw,2,sm,bc %r5,%r9(%sr2,%r20)
	cstw,2,sm,sl %r9,%r19(%sr2,%r0)
	cstw,3,bc %r6,%rp(%sr2,%r19)
	cstw,3,m,bc %r7,%r14(%sr2,%ret0)
	cstw,3,m,sl %r21,%r14(%sr1,%r18)
	cstw,3,s,bc %sp,%r4(%sr1,%r8)
	cstw,3,s,sl %sp,%r31(%sr3,%r4)
	cstw,3,sl %sp,%ret1(%sr3,%r6)
	cstw,3,sm,bc %r15,%r3(%sr2,%r24)
	cstw,3,sm,sl %r6,%r17(%sr2,%r26)
	cstw,4,bc %r19,%r17(%sr1,%rp)
	cstw,4,m,bc %r4,%r4(%sr1,%r24)
	cstw,4,m,sl %r15,%r3(%sr2,%r4)
	cstw,4,s,bc %r0,%r26(%sr2,%r6)
	cstw,4,sl %r12,%r26(%sr2,%dp)
	cstw,4,sm,bc %dp,%r14(%sr1,%r24)
	cstw,4,sm,sl %r18,%r14(%sr3,%r20)
	cstw,5,bc %r11,%r12(%sr3,%r18)
	cstw,5,m,bc %r25,%r22(%sr2,%r13)
	cstw,5,m,sl %r14,%r15(%sr2,%r0)
	cstw,5,s,bc %r11,%r11(%sr1,%r23)
	cstw,5,s,sl %r8,%sp(%sr1,%r0)
	cstw,5,sl %r15,%r12(%sr3,%r18)
	cstw,5,sm,bc %r4,%r18(%sr1,%r13)
	cstw,5,sm,sl %r8,%r13(%sr1,%r22)
	cstw,6,bc %r10,%r19(%sr1,%r4)
	cstw,6,m,bc %r24,%r26(%sr2,%dp)
	cstw,6,m,sl %r4,%r24(%sr2,%r21)
	cstw,6,s,bc %r20,%r15(%sr2,%r0)
	cstw,6,s,sl %r1,%r0(%sr3,%r20)
	cstw,6,sl %r1,%r7(%sr1,%sp)
	cstw,6,sm,bc %r15,%r4(%sr2,%r10)
	cstw,6,sm,sl %r5,%r9(%sr1,%r8)
	cstw,7,bc %r31,%r7(%sr3,%r12)
	cstw,7,m,bc %rp,%r0(%sr3,%r6)
	cstw,7,m,sl %r0,%rp(%sr3,%r24)
	cstw,7,s,bc %dp,%r25(%sr1,%r12)
	cstw,7,s,sl %r24,%r11(%sr1,%r16)
	cstw,7,sl %r14,%r26(%sr3,%r6)
	cstw,7,sm,bc %r4,%r10(%sr3,%r22)
	cstw,7,sm,sl %r22,%r26(%sr2,%r3)
	/* cstw ucocCt,@(b) */
	cstw,2,o %r22,0(%ret1)
	cstw,2,o,bc %sp,0(%r24)
	cstw,2,o,sl %r20,0(%r10)
	cstw,3,o %r10,0(%r1)
	cstw,3,o,bc %r16,0(%r20)
	cstw,3,o,sl %r20,0(%r6)
	cstw,4,o %r7,0(%r5)
	cstw,4,o,bc %r13,0(%r0)
	cstw,4,o,sl %r7,0(%r3)
	cstw,5,o %r26,0(%dp)
	cstw,5,o,bc %ret1,0(%r18)
	cstw,5,o,sl %rp,0(%r16)
	cstw,6,o %r26,0(%r23)
	cstw,6,o,bc %r19,0(%r24)
	cstw,6,o,sl %r25,0(%r5)
	cstw,7,o %rp,0(%r4)
	cstw,7,o,bc %dp,0(%rp)
	cstw,7,o,sl %r0,0(%r5)
	/* cstw ucocCt,@(s,b) */
	cstw,2,o %r17,0(%sr1,%r18)
	cstw,2,o,bc %r20,0(%sr3,%r8)
	cstw,2,o,sl %ret1,0(%sr1,%r9)
	cstw,3,o %ret1,0(%sr3,%dp)
	cstw,3,o,bc %r15,0(%sr2,%r18)
	cstw,3,o,sl %r24,0(%sr3,%r15)
	cstw,4,o %r5,0(%sr3,%r11)
	cstw,4,o,bc %r7,0(%sr1,%r10)
	cstw,4,o,sl %r10,0(%sr2,%r4)
	cstw,5,o %rp,0(%sr2,%r1)
	cstw,5,o,bc %r24,0(%sr2,%r14)
	cstw,5,o,sl %r20,0(%sr1,%r23)
	cstw,6,o %r1,0(%sr3,%r13)
	cstw,6,o,bc %r16,0(%sr1,%ret1)
	cstw,6,o,sl %r0,0(%sr1,%r19)
	cstw,7,o %r18,0(%sr3,%r21)
	cstw,7,o,bc %r21,0(%sr3,%r1)
	cstw,7,o,sl %r7,0(%sr3,%r17)

major_0a:
	/* addil k,b,Z */
	addil L%0x0,%r0

major_0b:
	/* fldd cXx(b),ft */
	fldd %r0(%r0),%fr0
	fldd,m %sp(%r5),%fr19
	fldd,s %r22(%r20),%fr24
	fldd,sm %r26(%r17),%fr30
	/* fldd cXx(s,b),ft */
	fldd %ret0(%sr3,%r16),%fr6
	fldd,m %ret0(%sr2,%r21),%fr10
	fldd,s %r11(%sr2,%r31),%fr6
	fldd,sm %r19(%sr3,%r4),%fr9
	/* fldd cxccx(b),ft */
	fldd,m,sl %r14(%ret1),%fr24
	fldd,s,sl %r9(%r23),%fr29
	fldd,sl %r25(%r14),%fr0
	fldd,sm,sl %r7(%r25),%fr7
	/* fldd cxccx(s,b),ft */
	fldd,m,sl %dp(%sr2,%r0),%fr15
	fldd,s,sl %r10(%sr2,%r4),%fr0
	fldd,sl %r10(%sr3,%r26),%fr29
	fldd,sm,sl %r10(%sr2,%r5),%fr30
	/* fldd cocc@(b),ft */
	fldd,o 0(%r0),%fr0
	fldd,o,sl 0(%r21),%fr15
	/* fldd cocc@(s,b),ft */
	fldd,o 0(%sr2,%r12),%fr14
	fldd,o,sl 0(%sr1,%r5),%fr11
	/* fldd cM5(b),ft */
	fldd 0x0(%r0),%fr0
	fldd,ma 0x8(%r26),%fr29
	fldd,mb -0x9(%r11),%fr10
	/* fldd cM5(s,b),ft */
	fldd 0x0(%sr2,%r16),%fr7
	fldd,ma -0xc(%sr3,%r16),%fr10
	fldd,mb 0x3(%sr3,%sp),%fr14
	/* fldd cmcc5(b),ft */
	fldd,ma,sl 0xb(%r19),%fr10
	fldd,mb,sl -0xe(%r16),%fr4
	fldd,sl 0x1(%r26),%fr22
	/* fldd cmcc5(s,b),ft */
	fldd,ma,sl -0x3(%sr3,%r26),%fr15
	fldd,mb,sl 0xc(%sr3,%r16),%fr26
	fldd,sl 0xc(%sr2,%r14),%fr0
	/* fstd cXft,x(b) */
	fstd %fr0,%r0(%r0)
	fstd,m %fr30,%r16(%r3)
	fstd,s %fr13,%r13(%r0)
	fstd,sm %fr5,%dp(%r16)
	/* fstd cXft,x(s,b) */
	fstd %fr18,%r5(%sr3,%r13)
	fstd,m %fr13,%r25(%sr2,%r11)
	fstd,s %fr31,%r22(%sr2,%r18)
	fstd,sm %fr20,%r8(%sr2,%r6)
	/* fstd cxcCft,x(b) */
	fstd,bc %fr29,%r11(%r1)
	fstd,m,bc %fr23,%sp(%r25)
	fstd,m,sl %fr6,%r7(%r13)
	fstd,s,bc %fr25,%r20(%r0)
	fstd,s,sl %fr15,%r26(%r24)
	fstd,sl %fr21,%r6(%r25)
	fstd,sm,bc %fr19,%r14(%r15)
	fstd,sm,sl %fr14,%r17(%ret1)
	/* fstd cxcCft,x(s,b) */
	fstd,bc %fr9,%r3(%sr1,%r25)
	fstd,m,bc %fr0,%r25(%sr3,%r1)
	fstd,m,sl %fr14,%ret1(%sr1,%r20)
	fstd,s,bc %fr8,%r24(%sr2,%r16)
	fstd,s,sl %fr12,%r4(%sr3,%r23)
	fstd,sl %fr7,%r7(%sr2,%r26)
	fstd,sm,bc %fr30,%r7(%sr3,%r16)
	fstd,sm,sl %fr19,%r14(%sr3,%r8)
	/* fstd cocCft,@(b) */
	fstd,o %fr0,0(%r0)
	fstd,o,bc %fr27,0(%ret0)
	fstd,o,sl %fr18,0(%ret0)
	/* fstd cocCft,@(s,b) */
	fstd,o %fr28,0(%sr1,%r31)
	fstd,o,bc %fr0,0(%sr2,%r5)
	fstd,o,sl %fr14,0(%sr2,%r26)
	/* fstd cMft,5(b) */
	fstd %fr0,0x0(%r0)
	fstd,ma %fr17,-0x6(%r15)
	fstd,mb %fr11,0x2(%r26)
	/* fstd cMft,5(s,b) */
	fstd %fr4,-0xf(%sr3,%r23)
	fstd,ma %fr5,-0xa(%sr3,%r6)
	fstd,mb %fr16,-0x1(%sr3,%r10)
	/* fstd cmcCft,5(b) */
	fstd,bc %fr20,0xd(%r14)
	fstd,ma,bc %fr10,0xe(%r17)
	fstd,ma,sl %fr31,-0xf(%r9)
	fstd,mb,bc %fr11,-0x4(%r5)
	fstd,mb,sl %fr4,0xc(%r5)
	fstd,sl %fr25,0xb(%r12)
	/* fstd cmcCft,5(s,b) */
	fstd,bc %fr18,0x0(%sr3,%r13)
	fstd,ma,bc %fr21,0x6(%sr3,%r4)
	fstd,ma,sl %fr6,0xb(%sr1,%r1)
	fstd,mb,bc %fr28,0x3(%sr3,%r19)
	fstd,mb,sl %fr4,0x8(%sr1,%r5)
	fstd,sl %fr29,-0x5(%sr3,%rp)
	/* cldd ucXx(b),t */
	cldd,1 %r1(%r1),%r3
	cldd,1,m %r4(%r22),%r8
	cldd,1,s %r6(%r11),%r6
	cldd,1,sm %r10(%r15),%r7
	cldd,2 %sp(%r5),%r15
	cldd,2,m %ret1(%r19),%r21
	cldd,2,s %ret0(%r7),%r6
	cldd,2,sm %r11(%r12),%r10
	cldd,3 %r20(%r19),%r18
	cldd,3,m %r4(%r24),%r22
	cldd,3,s %r19(%r15),%r24
	cldd,3,sm %r3(%r3),%ret1
	cldd,4 %r1(%r14),%r7
	cldd,4,m %r19(%r17),%r23
	cldd,4,s %r12(%sp),%r0
	cldd,4,sm %rp(%r6),%r3
	cldd,5 %r15(%rp),%ret0
	cldd,5,m %r8(%ret1),%r22
	cldd,5,s %r9(%r11),%ret1
	cldd,5,sm %r26(%r21),%rp
	cldd,6 %r23(%r14),%ret0
	cldd,6,m %r1(%r7),%r13
	cldd,6,s %r0(%r23),%r13
	cldd,6,sm %ret0(%r16),%r19
	cldd,7 %r5(%r0),%r0
	cldd,7,m %ret1(%r21),%r1
	cldd,7,s %r15(%r26),%r6
	cldd,7,sm %r21(%r7),%dp
	/* cldd ucXx(s,b),t */
	cldd,1 %r24(%sr1,%r5),%r13
	cldd,1,m %r7(%sr2,%r20),%ret1
	cldd,1,s %sp(%sr2,%r25),%ret0
	cldd,1,sm %ret0(%sr2,%r1),%r8
	cldd,2 %r11(%sr1,%r9),%r1
	cldd,2,m %r5(%sr2,%ret0),%r21
	cldd,2,s %r10(%sr2,%r23),%r9
	cldd,2,sm %r31(%sr1,%r4),%r20
	cldd,3 %r13(%sr3,%r31),%r3
	cldd,3,m %ret1(%sr1,%r0),%r0
	cldd,3,s %r5(%sr3,%r4),%r15
	cldd,3,sm %r9(%sr2,%r11),%r31
	cldd,4 %rp(%sr3,%r21),%r11
	cldd,4,m %dp(%sr3,%r10),%r16
	cldd,4,s %r9(%sr1,%ret0),%dp
	cldd,4,sm %ret0(%sr3,%dp),%ret0
	cldd,5 %r23(%sr3,%r1),%r11
	cldd,5,m %r0(%sr3,%r8),%r15
	cldd,5,s %r17(%sr3,%r20),%r7
	cldd,5,sm %r24(%sr1,%r8),%r13
	cldd,6 %r15(%sr1,%r3),%r10
	cldd,6,m %sp(%sr3,%r9),%r18
	cldd,6,s %r10(%sr3,%r10),%r26
	cldd,6,sm %ret0(%sr3,%ret1),%r19
	cldd,7 %r9(%sr3,%r7),%r22
	cldd,7,m %r7(%sr3,%r21),%rp
	cldd,7,s %sp(%sr3,%ret1),%r4
	cldd,7,sm %r31(%sr1,%ret0),%r12
	/* cldd ucxccx(b),t */
	cldd,1,m,sl %r0(%r5),%r12
	cldd,1,s,sl %r15(%r12),%r13
	cldd,1,sl %r1(%r1),%r3
	cldd,1,sm,sl %r23(%r0),%r3
	cldd,2,m,sl %r0(%r23),%r15
	cldd,2,s,sl %r25(%r11),%r6
	cldd,2,sl %r3(%r20),%r16
	cldd,2,sm,sl %r24(%r1),%r21
	cldd,3,m,sl %r22(%r0),%r0
	cldd,3,s,sl %r4(%r22),%r18
	cldd,3,sl %r1(%r9),%r17
	cldd,4,m,sl %sp(%r10),%sp
	cldd,4,s,sl %dp(%r16),%r7
	cldd,4,sl %rp(%ret0),%r14
	cldd,4,sm,sl %r10(%r12),%rp
	cldd,5,m,sl %r16(%r31),%r16
	cldd,5,s,sl %r16(%r18),%r14
	cldd,5,sl %r12(%r17),%r1
	cldd,5,sm,sl %r4(%r31),%r14
	cldd,6,m,sl %r25(%dp),%r17
	cldd,6,s,sl %sp(%r7),%r3
	cldd,6,sl %r23(%r25),%r12
	cldd,6,sm,sl %ret0(%r3),%r5
	cldd,7,m,sl %dp(%r24),%r17
	cldd,7,s,sl %r4(%r17),%r16
	cldd,7,sl %r19(%r15),%ret0
	cldd,7,sm,sl %r9(%r9),%r0
	/* cldd ucxccx(s,b),t */
	cldd,1,m,sl %r11(%sr2,%r23),%r12
	cldd,1,s,sl %r15(%sr1,%sp),%r19
	cldd,1,sl %ret0(%sr3,%r22),%r6
	cldd,2,m,sl %r9(%sr1,%r8),%r6
	cldd,2,s,sl %r4(%sr2,%r13),%r20
	cldd,2,sl %r10(%sr1,%r19),%ret0
	cldd,2,sm,sl %r16(%sr2,%r31),%ret0
	cldd,3,m,sl %r18(%sr1,%rp),%rp
	cldd,3,s,sl %r18(%sr1,%r14),%r10
	cldd,3,sl %r1(%sr1,%r7),%r8
	cldd,3,sm,sl %rp(%sr1,%r14),%r9
	cldd,4,m,sl %r10(%sr3,%r20),%r14
	cldd,4,s,sl %r9(%sr1,%r8),%r11
	cldd,4,sl %r12(%sr2,%r1),%r13
	cldd,4,sm,sl %r3(%sr2,%ret1),%r16
	cldd,5,m,sl %ret0(%sr3,%r1),%r18
	cldd,5,s,sl %r5(%sr1,%dp),%r26
	cldd,5,sl %r6(%sr1,%r31),%r22
	cldd,5,sm,sl %dp(%sr1,%r22),%r15
	cldd,6,m,sl %r17(%sr3,%r14),%r18
	cldd,6,s,sl %r18(%sr1,%r3),%r8
	cldd,6,sl %rp(%sr2,%r13),%r3
	cldd,6,sm,sl %ret0(%sr2,%dp),%r20
	cldd,7,m,sl %r23(%sr1,%r6),%r12
	cldd,7,sl %r31(%sr3,%r23),%r8
	/* cldd ucocc@(b),t */
	cldd,1,o 0(%r8),%r13
	cldd,1,o,sl 0(%r1),%r3
	cldd,2,o 0(%ret1),%r23
	cldd,2,o,sl 0(%r24),%r11
	cldd,3,o 0(%r4),%r9
	cldd,3,o,sl 0(%r13),%r21
	cldd,4,o 0(%r21),%r7
	cldd,4,o,sl 0(%r3),%r6
	cldd,5,o 0(%r23),%r1
	cldd,5,o,sl 0(%r6),%r8
	cldd,6,o 0(%r23),%r10
	cldd,6,o,sl 0(%r13),%r14
	cldd,7,o 0(%r5),%r17
	cldd,7,o,sl 0(%r31),%r9
	/* cldd ucocc@(s,b),t */
	cldd,1,o 0(%sr2,%sp),%r25
	cldd,1,o,sl 0(%sr1,%r21),%r18
	cldd,2,o 0(%sr2,%dp),%r7
	cldd,2,o,sl 0(%sr2,%sp),%r1
	cldd,3,o 0(%sr3,%r26),%r9
	cldd,3,o,sl 0(%sr1,%r22),%r19
	cldd,4,o 0(%sr3,%r11),%r19
	cldd,4,o,sl 0(%sr1,%r5),%r26
	cldd,5,o 0(%sr1,%r16),%r26
	cldd,5,o,sl 0(%sr1,%r19),%r24
	cldd,6,o 0(%sr2,%r9),%r12
	cldd,6,o,sl 0(%sr3,%r8),%r8
	cldd,7,o 0(%sr2,%ret0),%r22
	cldd,7,o,sl 0(%sr3,%r5),%r21
	/* cstd ucXt,x(b) */
	cstd,1 %r3,%r1(%r1)
	cstd,1,m %r31,%r14(%r15)
	cstd,1,s %ret1,%r31(%r26)
	cstd,1,sm %r10,%r14(%rp)
	cstd,2 %r24,%rp(%r16)
	cstd,2,m %r25,%r15(%r6)
	cstd,2,s %r21,%r3(%rp)
	cstd,2,sm %r11,%r25(%r8)
	cstd,3 %r13,%r13(%r23)
	cstd,3,m %r16,%r31(%ret1)
	cstd,3,s %r10,%r1(%r24)
	cstd,3,sm %r31,%sp(%r18)
	cstd,4 %r10,%r26(%r20)
	cstd,4,m %r7,%r19(%dp)
	cstd,4,s %r10,%r20(%r16)
	cstd,4,sm %r3,%r5(%dp)
	cstd,5 %sp,%r4(%r21)
	cstd,5,m %r26,%r7(%r0)
	cstd,5,s %r16,%r1(%r8)
	cstd,5,sm %r1,%r26(%r10)
	cstd,6 %r20,%r22(%r17)
	cstd,6,m %r10,%rp(%r6)
	cstd,6,s %r13,%r0(%r21)
	cstd,6,sm %r1,%r16(%r15)
	cstd,7 %r21,%r20(%rp)
	cstd,7,m %r14,%r21(%r31)
	cstd,7,s %rp,%r14(%r26)
	cstd,7,sm %r21,%r10(%r16)
	/* cstd ucXt,x(s,b) */
	cstd,1 %r6,%r25(%sr3,%r17)
	cstd,1,m %r10,%r6(%sr2,%r14)
	cstd,1,s %ret1,%r22(%sr3,%r25)
	cstd,1,sm %r18,%r13(%sr3,%r31)
	cstd,2 %r26,%r19(%sr2,%r20)
	cstd,2,m %r6,%r19(%sr1,%r4)
	cstd,2,s %r25,%ret0(%sr1,%r8)
	cstd,2,sm %r14,%r20(%sr1,%r15)
	cstd,3 %r21,%r19(%sr3,%dp)
	cstd,3,m %ret0,%r18(%sr3,%r19)
	cstd,3,s %ret0,%rp(%sr3,%r8)
	cstd,3,sm %r11,%r8(%sr3,%r11)
	cstd,4 %r1,%r22(%sr1,%r31)
	cstd,4,m %r8,%r8(%sr2,%r1)
	cstd,4,s %r14,%r6(%sr2,%r19)
	cstd,4,sm %r11,%r21(%sr1,%r15)
	cstd,5 %r5,%r0(%sr2,%ret1)
	cstd,5,m %r13,%r22(%sr2,%r20)
	cstd,5,s %r16,%r21(%sr2,%r9)
	cstd,5,sm %r7,%rp(%sr1,%r16)
	cstd,6 %r12,%r4(%sr1,%r23)
	cstd,6,m %r24,%r8(%sr1,%r25)
	cstd,6,s %r23,%r4(%sr2,%ret0)
	cstd,6,sm %r3,%r11(%sr1,%r26)
	cstd,7 %r3,%rp(%sr2,%r10)
	cstd,7,m %r6,%r26(%sr3,%dp)
	cstd,7,s %r15,%ret1(%sr2,%r11)
	cstd,7,sm %r17,%r19(%sr3,%r7)
	/* cstd ucxcCt,x(b) */
	cstd,1,bc %r10,%r4(%r18)
	cstd,1,m,bc %r18,%r12(%r18)
	cstd,1,m,sl %r15,%r31(%ret1)
	cstd,1,s,bc %r16,%r7(%r26)
	cstd,1,s,sl %r7,%ret0(%sp)
	cstd,1,sl %r3,%r1(%r1)
	cstd,1,sm,bc %r10,%r7(%r3)
	cstd,1,sm,sl %r17,%rp(%r21)
	cstd,2,bc %r21,%r6(%r0)
	cstd,2,m,sl %r11,%r8(%rp)
	cstd,2,s,sl %r16,%r23(%ret0)
	cstd,2,sl %r18,%r10(%ret0)
	cstd,2,sm,bc %r4,%r1(%r11)
	cstd,2,sm,sl %r1,%r4(%r20)
	cstd,3,bc %rp,%r12(%r0)
	cstd,3,m,bc %r21,%r23(%dp)
	cstd,3,m,sl %r4,%r31(%r11)
	cstd,3,s,bc %r6,%r3(%r13)
	cstd,3,s,sl %r3,%r14(%r3)
	cstd,3,sl %r4,%r10(%r1)
	cstd,3,sm,bc %r7,%r8(%r10)
	cstd,3,sm,sl %r16,%r3(%r11)
	cstd,4,bc %r9,%r24(%r21)
	cstd,4,m,bc %r19,%r12(%r9)
	cstd,4,m,sl %r8,%dp(%r26)
	cstd,4,s,bc %dp,%r23(%r19)
	cstd,4,s,sl %rp,%r6(%r7)
	cstd,4,sl %r6,%r1(%r16)
	cstd,4,sm,bc %dp,%r6(%r1)
	cstd,4,sm,sl %r9,%r16(%r9)
	cstd,5,bc %r11,%r5(%r4)
	cstd,5,m,bc %r24,%r18(%r5)
	cstd,5,m,sl %r1,%r9(%r24)
	cstd,5,s,bc %r1,%r18(%r20)
	cstd,5,s,sl %rp,%r8(%r10)
	cstd,5,sl %r25,%r23(%r24)
	cstd,5,sm,bc %r25,%r23(%r3)
	cstd,6,bc %r17,%r26(%r9)
	cstd,6,m,bc %ret0,%r16(%r18)
	cstd,6,m,sl %r21,%r24(%r19)
	cstd,6,s,bc %r17,%ret1(%r7)
	cstd,6,s,sl %ret1,%r24(%r14)
	cstd,6,sl %r3,%r23(%r31)
	cstd,6,sm,bc %r5,%r3(%r26)
	cstd,6,sm,sl %r9,%r31(%r26)
	cstd,7,bc %r26,%ret1(%r20)
	cstd,7,m,bc %ret1,%ret1(%r23)
	cstd,7,m,sl %r19,%r7(%r15)
	cstd,7,s,bc %r13,%r4(%r17)
	cstd,7,sm,sl %r8,%r12(%r7)
	/* cstd ucxcCt,x(s,b) */
	cstd,1,bc %rp,%r22(%sr2,%dp)
	cstd,1,m,bc %r9,%r11(%sr2,%r13)
	cstd,1,m,sl %r11,%r4(%sr2,%r19)
	cstd,1,s,bc %r4,%r14(%sr2,%r14)
	cstd,1,s,sl %rp,%r1(%sr1,%r14)
	cstd,1,sl %r10,%r20(%sr1,%r7)
	cstd,1,sm,bc %r20,%r18(%sr2,%r23)
	cstd,1,sm,sl %r0,%r6(%sr3,%r4)
	cstd,2,bc %r7,%r0(%sr1,%r12)
	cstd,2,m,bc %r11,%r31(%sr1,%ret0)
	cstd,2,m,sl %r3,%r15(%sr1,%r24)
	cstd,2,s,bc %r9,%r14(%sr2,%r24)
	cstd,2,s,sl %r16,%r9(%sr1,%r20)
	cstd,2,sl %r15,%r14(%sr1,%r17)
	cstd,2,sm,bc %r18,%r5(%sr2,%r3)
	cstd,2,sm,sl %r11,%r24(%sr2,%r3)
	cstd,3,bc %r7,%r19(%sr1,%r25)
	cstd,3,m,bc %r3,%ret0(%sr3,%r9)
	cstd,3,m,sl %r7,%r23(%sr1,%r13)
	cstd,3,s,bc %r12,%r0(%sr2,%dp)
	cstd,3,s,sl %r7,%rp(%sr2,%dp)
	cstd,3,sl %r5,%r19(%sr3,%r11)
	cstd,3,sm,bc %r10,%r15(%sr1,%r16)
	cstd,3,sm,sl %r20,%r21(%sr1,%r20)
	cstd,4,bc %r26,%r11(%sr2,%r3)
	cstd,4,m,bc %r8,%r8(%sr1,%r7)
	cstd,4,m,sl %r9,%r22(%sr1,%r17)
	cstd,4,s,bc %ret0,%r23(%sr2,%r11)
	cstd,4,s,sl %r14,%r3(%sr1,%r11)
	cstd,4,sl %r26,%r26(%sr3,%r8)
	cstd,4,sm,bc %r19,%ret0(%sr3,%r18)
	cstd,4,sm,sl %ret1,%r8(%sr3,%r5)
	cstd,5,bc %r11,%r24(%sr2,%r5)
	cstd,5,m,bc %sp,%r12(%sr3,%r5)
	cstd,5,s,bc %r16,%r24(%sr1,%r0)
	cstd,5,s,sl %r4,%r19(%sr2,%r19)
	cstd,5,sl %rp,%r19(%sr1,%r31)
	cstd,5,sm,sl %ret0,%r26(%sr1,%r13)
	cstd,6,bc %r6,%r25(%sr2,%r15)
	cstd,6,m,bc %r22,%r17(%sr2,%r7)
	cstd,6,m,sl %rp,%r1(%sr2,%r22)
	cstd,6,s,bc %r24,%r14(%sr2,%r23)
	cstd,6,s,sl %r22,%r8(%sr1,%r6)
	cstd,6,sl %r23,%r24(%sr1,%r22)
	cstd,6,sm,bc %r18,%r13(%sr2,%r3)
	cstd,6,sm,sl %r1,%r16(%sr1,%r17)
	cstd,7,bc %ret1,%r25(%sr1,%r19)
	cstd,7,m,bc %r8,%r14(%sr2,%r5)
	cstd,7,m,sl %r13,%r3(%sr3,%r5)
	cstd,7,s,bc %ret0,%ret1(%sr1,%sp)
	cstd,7,s,sl %r31,%r20(%sr3,%r20)
	cstd,7,sm,bc %ret1,%r7(%sr2,%ret0)
	cstd,7,sm,sl %r12,%r31(%sr3,%ret0)
	/* cstd ucocCt,@(b) */
	cstd,1,o %r26,0(%r26)
	cstd,1,o,bc %r16,0(%ret1)
	cstd,1,o,sl %r3,0(%r1)
	cstd,2,o %r0,0(%r26)
	cstd,2,o,bc %ret0,0(%r9)
	cstd,2,o,sl %r25,0(%r14)
	cstd,3,o %ret0,0(%r1)
	cstd,3,o,bc %r22,0(%r23)
	cstd,3,o,sl %r4,0(%r12)
	cstd,4,o %ret1,0(%r16)
	cstd,4,o,bc %r4,0(%r12)
	cstd,4,o,sl %r19,0(%r20)
	cstd,5,o %sp,0(%r3)
	cstd,5,o,bc %r21,0(%r26)
	cstd,5,o,sl %r13,0(%r6)
	cstd,6,o %r12,0(%r31)
	cstd,6,o,bc %r14,0(%r18)
	cstd,6,o,sl %r19,0(%r24)
	cstd,7,o %r9,0(%ret0)
	cstd,7,o,bc %r7,0(%r19)
	cstd,7,o,sl %rp,0(%r15)
	/* cstd ucocCt,@(s,b) */
	cstd,1,o %r9,0(%sr2,%r1)
	cstd,1,o,bc %r7,0(%sr2,%r1)
	cstd,1,o,sl %r10,0(%sr1,%ret0)
	cstd,2,o %r20,0(%sr1,%r25)
	cstd,2,o,bc %r11,0(%sr2,%dp)
	cstd,2,o,sl %r0,0(%sr1,%r19)
	cstd,3,o %r0,0(%sr2,%r16)
	cstd,3,o,bc %r9,0(%sr3,%r5)
	cstd,3,o,sl %r22,0(%sr3,%r22)
	cstd,4,o %r22,0(%sr1,%ret1)
	cstd,4,o,bc %r8,0(%sr3,%ret0)
	cstd,5,o %r26,0(%sr1,%r26)
	cstd,5,o,bc %r22,0(%sr3,%r9)
	cstd,5,o,sl %r25,0(%sr3,%r4)
	cstd,6,o %r19,0(%sr2,%r15)
	cstd,6,o,bc %r1,0(%sr2,%r6)
	cstd,6,o,sl %r22,0(%sr1,%r4)
	cstd,7,o %ret0,0(%sr2,%r5)
	cstd,7,o,bc %r18,0(%sr3,%r12)
	cstd,7,o,sl %r16,0(%sr3,%r26)

major_0c:
	/* fadd Ffa,fb,fT */
	fadd %fr20,%fr29,%fr12
	fadd,dbl %fr18,%fr29,%fr10
	fadd,quad %fr28,%fr19,%fr11
	fadd,sgl %fr0,%fr0,%fr0
	/* fsub Ffa,fb,fT */
	fsub %fr4,%fr31,%fr10
	fsub,dbl %fr10,%fr12,%fr20
	fsub,quad %fr19,%fr12,%fr13
	fsub,sgl %fr0,%fr0,%fr0
	/* fmpy Ffa,fb,fT */
	fmpy %fr15,%fr31,%fr9
	fmpy,dbl %fr25,%fr5,%fr17
	fmpy,quad %fr23,%fr11,%fr5
	fmpy,sgl %fr0,%fr0,%fr0
	/* fdiv Ffa,fb,fT */
	fdiv %fr22,%fr29,%fr14
	fdiv,dbl %fr17,%fr22,%fr25
	fdiv,quad %fr19,%fr26,%fr23
	fdiv,sgl %fr0,%fr0,%fr0
	/* fsqrt Ffa,fT */
	fsqrt %fr22,%fr25
	fsqrt,dbl %fr28,%fr16
	fsqrt,quad %fr9,%fr12
	fsqrt,sgl %fr0,%fr0
	/* fabs Ffa,fT */
	fabs %fr19,%fr22
	fabs,dbl %fr22,%fr18
	fabs,quad %fr7,%fr19
	fabs,sgl %fr0,%fr0
	/* frem Ffa,fb,fT */
	frem %fr14,%fr10,%fr20
	frem,dbl %fr14,%fr9,%fr17
	frem,quad %fr29,%fr12,%fr24
	frem,sgl %fr0,%fr0,%fr0
	/* frnd Ffa,fT */
	frnd %fr20,%fr12
	frnd,dbl %fr9,%fr7
	frnd,quad %fr10,%fr30
	frnd,sgl %fr0,%fr0
	/* fcpy Ffa,fT */
	fcpy %fr10,%fr14
	fcpy,dbl %fr19,%fr11
	fcpy,quad %fr11,%fr14
	fcpy,sgl %fr0,%fr0
	/* fcnvff FGfa,fT */
	fcnvff,dbl %fr27,%fr8
	fcnvff,dbl,dbl %fr20,%fr30
	fcnvff,dbl,quad %fr0,%fr10
	fcnvff,dbl,sgl %fr7,%fr21
	fcnvff,quad %fr22,%fr19
	fcnvff,quad,dbl %fr19,%fr13
	fcnvff,quad,quad %fr8,%fr14
	fcnvff,quad,sgl %fr17,%fr4
	fcnvff,sgl %fr31,%fr19
	fcnvff,sgl,dbl %fr6,%fr23
	fcnvff,sgl,quad %fr9,%fr29
	fcnvff,sgl,sgl %fr0,%fr0
	/* fcnvxf FGfa,fT */
	fcnvxf,dbl %fr11,%fr24
	fcnvxf,dbl,dbl %fr5,%fr6
	fcnvxf,dbl,quad %fr6,%fr19
	fcnvxf,dbl,sgl %fr14,%fr16
	fcnvxf,quad %fr27,%fr0
	fcnvxf,quad,dbl %fr27,%fr22
	fcnvxf,quad,quad %fr24,%fr17
	fcnvxf,quad,sgl %fr27,%fr31
	fcnvxf,sgl %fr17,%fr11
	fcnvxf,sgl,dbl %fr12,%fr14
	fcnvxf,sgl,quad %fr28,%fr10
	fcnvxf,sgl,sgl %fr0,%fr0
	/* fcnvfx FGfa,fT */
	fcnvfx,dbl %fr29,%fr0
	fcnvfx,dbl,dbl %fr23,%fr18
	fcnvfx,dbl,quad %fr15,%fr25
	fcnvfx,dbl,sgl %fr29,%fr18
	fcnvfx,quad %fr28,%fr15
	fcnvfx,quad,dbl %fr15,%fr24
	fcnvfx,quad,quad %fr10,%fr8
	fcnvfx,quad,sgl %fr16,%fr29
	fcnvfx,sgl %fr17,%fr16
	fcnvfx,sgl,dbl %fr15,%fr15
	fcnvfx,sgl,quad %fr20,%fr13
	fcnvfx,sgl,sgl %fr0,%fr0
	/* fcnvfxt FGfa,fT */
	fcnvfxt,dbl %fr15,%fr12
	fcnvfxt,dbl,dbl %fr9,%fr0
	fcnvfxt,dbl,quad %fr23,%fr6
	fcnvfxt,dbl,sgl %fr13,%fr11
	fcnvfxt,quad %fr6,%fr29
	fcnvfxt,quad,dbl %fr9,%fr25
	fcnvfxt,quad,quad %fr4,%fr16
	fcnvfxt,quad,sgl %fr5,%fr5
	fcnvfxt,sgl %fr10,%fr9
	fcnvfxt,sgl,dbl %fr5,%fr23
	fcnvfxt,sgl,quad %fr6,%fr8
	fcnvfxt,sgl,sgl %fr0,%fr0
	/* fneg Ffa,fT */
	fneg %fr0,%fr8
	fneg,dbl %fr24,%fr16
	fneg,quad %fr22,%fr9
	fneg,sgl %fr0,%fr0
	/* fnegabs Ffa,fT */
	fnegabs %fr13,%fr26
	fnegabs,dbl %fr16,%fr14
	fnegabs,quad %fr22,%fr27
	fnegabs,sgl %fr0,%fr0
	/* fcnv {_fa,fT */
	fcnv,dbl,udw %fr14,%fr16
	fcnv,dbl,uw %fr31,%fr0
	fcnv,quad,udw %fr16,%fr21
	fcnv,quad,uw %fr28,%fr16
	fcnv,sgl,udw %fr26,%fr24
	fcnv,sgl,uqw %fr21,%fr16
	fcnv,t,dbl,udw %fr21,%fr4
	fcnv,t,dbl,uqw %fr19,%fr25
	fcnv,t,quad,udw %fr8,%fr19
	fcnv,t,quad,uqw %fr23,%fr7
	fcnv,t,sgl,udw %fr30,%fr5
	fcnv,t,sgl,uqw %fr12,%fr24
	fcnv,t,udw %fr7,%fr14
	fcnv,t,uqw %fr27,%fr7
	fcnv,t,uw %fr29,%fr30
	fcnv,udw %fr21,%fr18
	fcnv,udw,dbl %fr15,%fr10
	fcnv,udw,quad %fr9,%fr28
	fcnv,uqw %fr6,%fr9
	fcnv,uqw,quad %fr31,%fr13
	fcnv,uw %fr21,%fr30
	fcnv,uw,dbl %fr28,%fr9
	fcnv,uw,sgl %fr5,%fr20
	/* fcmp F?ffa,fb */
	fcmp,dbl,!< %fr5,%fr17
	fcmp,dbl,!<= %fr16,%fr19
	fcmp,dbl,!<=> %fr25,%fr9
	fcmp,dbl,!<> %fr31,%fr26
	fcmp,dbl,!= %fr19,%fr11
	fcmp,dbl,!=t %fr8,%fr0
	fcmp,dbl,!> %fr26,%fr14
	fcmp,dbl,!>= %fr31,%fr8
	fcmp,dbl,!? %fr21,%fr10
	fcmp,dbl,!?<= %fr26,%fr22
	fcmp,dbl,!?= %fr13,%fr4
	fcmp,dbl,!?> %fr24,%fr25
	fcmp,dbl,< %fr27,%fr0
	fcmp,dbl,<= %fr11,%fr19
	fcmp,dbl,<=> %fr21,%fr10
	fcmp,dbl,<> %fr13,%fr18
	fcmp,dbl,= %fr7,%fr13
	fcmp,dbl,=t %fr8,%fr28
	fcmp,dbl,> %fr17,%fr8
	fcmp,dbl,>= %fr16,%fr0
	fcmp,dbl,? %fr27,%fr19
	fcmp,dbl,?<= %fr26,%fr25
	fcmp,dbl,?= %fr12,%fr19
	fcmp,dbl,?> %fr5,%fr16
	fcmp,dbl,?>= %fr26,%fr7
	fcmp,dbl,false %fr23,%fr20
	fcmp,dbl,false? %fr12,%fr13
	fcmp,dbl,true %fr4,%fr23
	fcmp,dbl,true? %fr23,%fr31
	fcmp,quad,!< %fr4,%fr14
	fcmp,quad,!<= %fr7,%fr20
	fcmp,quad,!<=> %fr26,%fr25
	fcmp,quad,!<> %fr18,%fr16
	fcmp,quad,!=t %fr24,%fr30
	fcmp,quad,!> %fr13,%fr31
	fcmp,quad,!>= %fr26,%fr30
	fcmp,quad,!? %fr26,%fr4
	fcmp,quad,!?<= %fr30,%fr9
	fcmp,quad,!?= %fr13,%fr24
	fcmp,quad,!?> %fr25,%fr9
	fcmp,quad,!?>= %fr10,%fr16
	fcmp,quad,< %fr16,%fr24
	fcmp,quad,<= %fr8,%fr27
	fcmp,quad,<=> %fr26,%fr12
	fcmp,quad,= %fr9,%fr7
	fcmp,quad,> %fr12,%fr7
	fcmp,quad,>= %fr28,%fr23
	fcmp,quad,? %fr24,%fr31
	fcmp,quad,?< %fr9,%fr19
	fcmp,quad,?<= %fr25,%fr24
	fcmp,quad,?= %fr30,%fr6
	fcmp,quad,?> %fr6,%fr27
	fcmp,quad,?>= %fr10,%fr21
	fcmp,quad,false? %fr29,%fr8
	fcmp,quad,true %fr19,%fr28
	fcmp,quad,true? %fr26,%fr30
	fcmp,sgl,!< %fr19,%fr0
	fcmp,sgl,!<= %fr9,%fr28
	fcmp,sgl,!<=> %fr22,%fr13
	fcmp,sgl,!<> %fr22,%fr10
	fcmp,sgl,!= %fr24,%fr31
	fcmp,sgl,!=t %fr26,%fr20
	fcmp,sgl,!> %fr13,%fr17
	fcmp,sgl,!? %fr31,%fr12
	fcmp,sgl,!?< %fr17,%fr7
	fcmp,sgl,!?= %fr19,%fr24
	fcmp,sgl,!?> %fr12,%fr14
	fcmp,sgl,!?>= %fr25,%fr11
	fcmp,sgl,< %fr21,%fr16
	fcmp,sgl,<= %fr18,%fr10
	fcmp,sgl,<=> %fr0,%fr15
	fcmp,sgl,<> %fr31,%fr28
	fcmp,sgl,= %fr31,%fr14
	fcmp,sgl,=t %fr4,%fr19
	fcmp,sgl,>= %fr25,%fr25
	fcmp,sgl,? %fr20,%fr21
	fcmp,sgl,?< %fr10,%fr4
	fcmp,sgl,?<= %fr4,%fr5
	fcmp,sgl,?= %fr26,%fr0
	fcmp,sgl,?> %fr4,%fr25
	fcmp,sgl,?>= %fr27,%fr4
	fcmp,sgl,false? %fr0,%fr0
	fcmp,sgl,true? %fr7,%fr9
	/* fcmp F?ffa,fb,h */
	fcmp,dbl,!<= %fr7,%fr4,0x6
	fcmp,dbl,!<=> %fr6,%fr14,0x6
	fcmp,dbl,!<> %fr13,%fr11,0x1
	fcmp,dbl,!= %fr29,%fr22,0x2
	fcmp,dbl,!=t %fr30,%fr15,0x1
	fcmp,dbl,!> %fr22,%fr9,0x0
	fcmp,dbl,!? %fr27,%fr29,0x1
	fcmp,dbl,!?< %fr22,%fr29,0x3
	fcmp,dbl,!?= %fr11,%fr28,0x6
	fcmp,dbl,!?> %fr28,%fr21,0x2
	fcmp,dbl,!?>= %fr31,%fr29,0x3
	fcmp,dbl,= %fr22,%fr15,0x4
	fcmp,dbl,=t %fr0,%fr26,0x0
	fcmp,dbl,> %fr8,%fr19,0x2
	fcmp,dbl,>= %fr8,%fr16,0x1
	fcmp,dbl,? %fr8,%fr5,0x6
	fcmp,dbl,?< %fr12,%fr26,0x2
	fcmp,dbl,?<= %fr29,%fr9,0x1
	fcmp,dbl,?= %fr17,%fr27,0x3
	fcmp,dbl,?> %fr12,%fr11,0x3
	fcmp,dbl,?>= %fr7,%fr27,0x1
	fcmp,dbl,false %fr28,%fr0,0x2
	fcmp,dbl,false? %fr22,%fr9,0x6
	fcmp,dbl,true %fr21,%fr14,0x1
	fcmp,dbl,true? %fr18,%fr31,0x1
	fcmp,quad,!<= %fr25,%fr8,0x1
	fcmp,quad,!<=> %fr21,%fr0,0x5
	fcmp,quad,!= %fr28,%fr22,0x1
	fcmp,quad,!=t %fr17,%fr27,0x3
	fcmp,quad,!> %fr29,%fr7,0x0
	fcmp,quad,!>= %fr24,%fr19,0x1
	fcmp,quad,!? %fr29,%fr13,0x5
	fcmp,quad,!?< %fr18,%fr19,0x0
	fcmp,quad,!?<= %fr13,%fr17,0x2
	fcmp,quad,!?= %fr8,%fr29,0x6
	fcmp,quad,!?> %fr18,%fr10,0x6
	fcmp,quad,!?>= %fr20,%fr14,0x2
	fcmp,quad,< %fr17,%fr23,0x3
	fcmp,quad,<= %fr18,%fr26,0x0
	fcmp,quad,<=> %fr23,%fr18,0x4
	fcmp,quad,<> %fr30,%fr29,0x1
	fcmp,quad,= %fr14,%fr26,0x2
	fcmp,quad,=t %fr10,%fr25,0x6
	fcmp,quad,> %fr5,%fr0,0x4
	fcmp,quad,>= %fr8,%fr14,0x1
	fcmp,quad,? %fr19,%fr6,0x5
	fcmp,quad,?< %fr12,%fr10,0x2
	fcmp,quad,?<= %fr4,%fr27,0x3
	fcmp,quad,?= %fr26,%fr24,0x2
	fcmp,quad,?> %fr25,%fr14,0x4
	fcmp,quad,?>= %fr5,%fr27,0x2
	fcmp,quad,false %fr21,%fr9,0x1
	fcmp,quad,false? %fr23,%fr31,0x3
	fcmp,quad,true %fr22,%fr21,0x3
	fcmp,quad,true? %fr26,%fr0,0x3
	fcmp,sgl,!< %fr16,%fr6,0x3
	fcmp,sgl,!<= %fr6,%fr26,0x2
	fcmp,sgl,!<=> %fr6,%fr16,0x5
	fcmp,sgl,!<> %fr15,%fr31,0x6
	fcmp,sgl,!=t %fr20,%fr15,0x3
	fcmp,sgl,!> %fr11,%fr27,0x2
	fcmp,sgl,!>= %fr11,%fr13,0x5
	fcmp,sgl,!? %fr21,%fr12,0x1
	fcmp,sgl,!?< %fr4,%fr12,0x6
	fcmp,sgl,!?<= %fr14,%fr14,0x5
	fcmp,sgl,!?> %fr9,%fr14,0x4
	fcmp,sgl,!?>= %fr14,%fr25,0x4
	fcmp,sgl,< %fr16,%fr14,0x1
	fcmp,sgl,<= %fr12,%fr17,0x2
	fcmp,sgl,<> %fr29,%fr26,0x2
	fcmp,sgl,= %fr18,%fr5,0x1
	fcmp,sgl,=t %fr27,%fr13,0x2
	fcmp,sgl,> %fr24,%fr11,0x4
	fcmp,sgl,>= %fr21,%fr7,0x3
	fcmp,sgl,? %fr4,%fr27,0x2
	fcmp,sgl,?< %fr8,%fr30,0x2
	fcmp,sgl,?= %fr11,%fr4,0x0
	fcmp,sgl,?> %fr26,%fr19,0x3
	fcmp,sgl,?>= %fr26,%fr25,0x4
	fcmp,sgl,false %fr22,%fr19,0x0
	fcmp,sgl,false? %fr25,%fr28,0x6
	fcmp,sgl,true %fr6,%fr10,0x3
	fcmp,sgl,true? %fr13,%fr18,0x2
	/* ftest  */
	ftest
	/* ftest ,= */
	ftest,acc
	ftest,acc2
	ftest,acc4
	ftest,acc6
	ftest,acc8
	ftest,rej
	ftest,rej8
	/* ftest m */
	ftest 0x0
	/* fid  */
	fid
	/* pmdis N */
	pmdis,n
	/* pmenb  */
	pmenb
	/* copr u,2N */
	copr,0,228663,n
	copr,0,236957,n
	copr,0,328488,n
	copr,0,81021,n
	copr,1,112683,n
	copr,1,122019,n
	copr,1,21083
	copr,2,393147
	copr,3,301715,n
	copr,4,134146,n
	copr,4,323618
	copr,4,376512
	copr,5,186280,n
	copr,5,229545,n
	copr,5,300283
	copr,6,192340,n
	copr,7,107015
	copr,7,15205,n
	copr,7,209113,n
	copr,7,33267,n

major_0d:
	/* ldi l,x */
	ldi 0x0,%r0
	/* ldo l(b),x */
	ldo -0x1bdf(%r1),%r1

major_0e:
	/* fadd IfA,fB,fT */
	fadd,dbl %fr7R,%fr9R,%fr28R
	fadd,sgl %fr20,%fr6R,%fr25
	/* fsub IfA,fB,fT */
	fsub,dbl %fr27R,%fr20R,%fr22
	fsub,sgl %fr5R,%fr18,%fr27
	/* fmpy IfA,fB,fT */
	fmpy,dbl %fr17,%fr23R,%fr9R
	fmpy,sgl %fr16,%fr23R,%fr18R
	/* fdiv IfA,fB,fT */
	fdiv,dbl %fr27,%fr31R,%fr22R
	fdiv,sgl %fr16,%fr8,%fr6R
	/* fsqrt FfA,fT */
	fsqrt %fr26R,%fr20R
	fsqrt,dbl %fr29R,%fr26R
	fsqrt,quad %fr18,%fr7R
	fsqrt,sgl %fr18R,%fr29R
	/* fabs FfA,fT */
	fabs %fr28R,%fr24R
	fabs,dbl %fr12,%fr22R
	fabs,quad %fr8R,%fr25R
	fabs,sgl %fr11R,%fr30R
	/* frem FfA,fB,fT */
	frem %fr29R,%fr25R,%fr14R
	frem,dbl %fr7R,%fr10,%fr22
	frem,quad %fr4R,%fr11R,%fr6R
	frem,sgl %fr25,%fr5,%fr28R
	/* frnd FfA,fT */
	frnd %fr26,%fr24R
	frnd,dbl %fr13R,%fr24R
	frnd,quad %fr12,%fr22R
	frnd,sgl %fr24,%fr13R
	/* fcpy FfA,fT */
	fcpy %fr16R,%fr15R
	fcpy,dbl %fr11R,%fr22
	fcpy,quad %fr17R,%fr23
	fcpy,sgl %fr14R,%fr11
	/* fcnvff FGfA,fT */
	fcnvff,dbl %fr22R,%fr25
	fcnvff,dbl,quad %fr25R,%fr5
	fcnvff,dbl,sgl %fr23R,%fr28R
	fcnvff,quad %fr26,%fr21R
	fcnvff,quad,dbl %fr30R,%fr10R
	fcnvff,quad,quad %fr21R,%fr22
	fcnvff,quad,sgl %fr5,%fr22R
	fcnvff,sgl %fr26,%fr7R
	fcnvff,sgl,dbl %fr29R,%fr20
	fcnvff,sgl,quad %fr17,%fr4R
	fcnvff,sgl,sgl %fr11R,%fr24
	/* fcnvxf FGfA,fT */
	fcnvxf,dbl %fr26R,%fr27
	fcnvxf,dbl,quad %fr22R,%fr28
	fcnvxf,dbl,sgl %fr22R,%fr28
	fcnvxf,quad %fr24,%fr15R
	fcnvxf,quad,dbl %fr6,%fr12R
	fcnvxf,quad,quad %fr9,%fr19R
	fcnvxf,quad,sgl %fr4,%fr4R
	fcnvxf,sgl %fr31,%fr5R
	fcnvxf,sgl,dbl %fr4R,%fr10
	fcnvxf,sgl,quad %fr24R,%fr18
	fcnvxf,sgl,sgl %fr26,%fr13R
	/* fcnvfx FGfA,fT */
	fcnvfx,dbl %fr7R,%fr10
	fcnvfx,dbl,quad %fr24R,%fr12R
	fcnvfx,dbl,sgl %fr29R,%fr9R
	fcnvfx,quad %fr18R,%fr31
	fcnvfx,quad,dbl %fr13R,%fr24
	fcnvfx,quad,quad %fr13,%fr6R
	fcnvfx,quad,sgl %fr7R,%fr4R
	fcnvfx,sgl %fr13,%fr25R
	fcnvfx,sgl,dbl %fr8R,%fr31
	fcnvfx,sgl,quad %fr10R,%fr20R
	fcnvfx,sgl,sgl %fr28R,%fr27
	/* fcnvfxt FGfA,fT */
	fcnvfxt,dbl %fr8,%fr8R
	fcnvfxt,dbl,quad %fr16R,%fr14
	fcnvfxt,dbl,sgl %fr29R,%fr25R
	fcnvfxt,quad %fr11R,%fr9R
	fcnvfxt,quad,dbl %fr25,%fr25R
	fcnvfxt,quad,quad %fr16R,%fr8R
	fcnvfxt,quad,sgl %fr11R,%fr5R
	fcnvfxt,sgl %fr11R,%fr20R
	fcnvfxt,sgl,dbl %fr25,%fr24R
	fcnvfxt,sgl,quad %fr26,%fr5R
	fcnvfxt,sgl,sgl %fr9,%fr16R
	/* fneg IfA,fT */
	fneg,dbl %fr30R,%fr31
	fneg,sgl %fr12,%fr27R
	/* fnegabs IfA,fT */
	fnegabs,dbl %fr19R,%fr30R
	fnegabs,sgl %fr9R,%fr15
	/* fcnv FGfA,fT */
	.word 0x38c2825d	/* fcnv,sgl,sgl fr6,fr29R */
	.word 0x3b034a55	/* fcnv,dbl fr24,fr21R */
	.word 0x3bc35217	/* fcnv fr30,fr23 */
	.word 0x38c3aa1a	/* fcnv,dbl,dbl fr6,fr26 */
	.word 0x3b421a84	/* fcnv,quad,sgl fr26R,fr4 */
	.word 0x3a22d20c	/* fcnv fr17,fr12 */
	/* fcmp I?ffA,fB */
	fcmp,dbl,!< %fr10,%fr25R
	fcmp,dbl,!<= %fr11,%fr30R
	fcmp,dbl,!<=> %fr21,%fr16R
	fcmp,dbl,!<> %fr23R,%fr7
	fcmp,dbl,!= %fr4R,%fr25R
	fcmp,dbl,!=t %fr28R,%fr11R
	fcmp,dbl,!? %fr4,%fr28R
	fcmp,dbl,!?< %fr0,%fr21R
	fcmp,dbl,!?= %fr7R,%fr10R
	fcmp,dbl,!?> %fr10,%fr16R
	fcmp,dbl,!?>= %fr23,%fr25R
	fcmp,dbl,<= %fr23,%fr27R
	fcmp,dbl,<=> %fr20R,%fr26R
	fcmp,dbl,<> %fr7,%fr27R
	fcmp,dbl,= %fr14R,%fr12R
	fcmp,dbl,=t %fr28R,%fr13R
	fcmp,dbl,> %fr17,%fr16R
	fcmp,dbl,>= %fr16R,%fr26
	fcmp,dbl,? %fr11R,%fr17R
	fcmp,dbl,?< %fr8R,%fr5
	fcmp,dbl,?<= %fr8R,%fr4R
	fcmp,dbl,?= %fr18R,%fr18
	fcmp,dbl,?> %fr19,%fr26R
	fcmp,dbl,false? %fr5R,%fr20R
	fcmp,dbl,true %fr19R,%fr21
	fcmp,dbl,true? %fr12R,%fr22
	fcmp,sgl,!< %fr16R,%fr0
	fcmp,sgl,!<= %fr23R,%fr6R
	fcmp,sgl,!<=> %fr27,%fr9R
	fcmp,sgl,!<> %fr27,%fr11R
	fcmp,sgl,!= %fr6R,%fr24
	fcmp,sgl,!=t %fr10,%fr6R
	fcmp,sgl,!> %fr21R,%fr23
	fcmp,sgl,!>= %fr23R,%fr30
	fcmp,sgl,!? %fr19,%fr16R
	fcmp,sgl,!?< %fr6R,%fr24R
	fcmp,sgl,!?<= %fr30,%fr29R
	fcmp,sgl,!?= %fr8R,%fr16R
	fcmp,sgl,!?> %fr5R,%fr0
	fcmp,sgl,!?>= %fr29R,%fr30R
	fcmp,sgl,< %fr22R,%fr5R
	fcmp,sgl,<= %fr22R,%fr7
	fcmp,sgl,<> %fr25,%fr20R
	fcmp,sgl,= %fr21,%fr20R
	fcmp,sgl,=t %fr5,%fr26R
	fcmp,sgl,>= %fr6,%fr15R
	fcmp,sgl,? %fr9,%fr15R
	fcmp,sgl,?< %fr21R,%fr28R
	fcmp,sgl,?<= %fr22R,%fr24R
	fcmp,sgl,?= %fr24R,%fr31R
	fcmp,sgl,?> %fr23R,%fr11
	fcmp,sgl,?>= %fr8R,%fr25
	fcmp,sgl,false %fr4,%fr11R
	fcmp,sgl,true %fr23R,%fr23
	fcmp,sgl,true? %fr7R,%fr5
	/* fcmp I?ffA,fB,h */
	fcmp,dbl,!< %fr17R,%fr26R,0x1
	fcmp,dbl,!<= %fr27,%fr11R,0x3
	fcmp,dbl,!<=> %fr7,%fr18R,0x0
	fcmp,dbl,!<> %fr12R,%fr29R,0x0
	fcmp,dbl,!= %fr22R,%fr24,0x2
	fcmp,dbl,!=t %fr23R,%fr16R,0x4
	fcmp,dbl,!> %fr28R,%fr14R,0x1
	fcmp,dbl,!>= %fr30R,%fr30,0x4
	fcmp,dbl,!? %fr13,%fr9R,0x2
	fcmp,dbl,!?<= %fr11,%fr7R,0x1
	fcmp,dbl,!?= %fr30R,%fr26R,0x6
	fcmp,dbl,!?> %fr20R,%fr22,0x6
	fcmp,dbl,!?>= %fr20,%fr25R,0x5
	fcmp,dbl,< %fr30,%fr7R,0x0
	fcmp,dbl,<= %fr14R,%fr18,0x1
	fcmp,dbl,<=> %fr22R,%fr5,0x0
	fcmp,dbl,<> %fr30R,%fr5,0x6
	fcmp,dbl,= %fr27,%fr7R,0x6
	fcmp,dbl,=t %fr16R,%fr9,0x3
	fcmp,dbl,> %fr8R,%fr17,0x5
	fcmp,dbl,>= %fr7R,%fr5R,0x2
	fcmp,dbl,? %fr12R,%fr15R,0x6
	fcmp,dbl,?< %fr27R,%fr13R,0x3
	fcmp,dbl,?<= %fr21R,%fr30R,0x5
	fcmp,dbl,?= %fr15R,%fr31,0x6
	fcmp,dbl,?> %fr4R,%fr29,0x3
	fcmp,dbl,?>= %fr16R,%fr5,0x3
	fcmp,dbl,false %fr15,%fr15R,0x2
	fcmp,dbl,false? %fr20,%fr9R,0x0
	fcmp,dbl,true %fr22,%fr20R,0x6
	fcmp,dbl,true? %fr27R,%fr5,0x2
	fcmp,sgl,!< %fr18R,%fr26,0x4
	fcmp,sgl,!<= %fr30R,%fr28,0x0
	fcmp,sgl,!<=> %fr22R,%fr0,0x3
	fcmp,sgl,!<> %fr30R,%fr0,0x1
	fcmp,sgl,!= %fr13R,%fr28R,0x4
	fcmp,sgl,!> %fr15R,%fr5,0x0
	fcmp,sgl,!? %fr6,%fr29R,0x6
	fcmp,sgl,!?< %fr14R,%fr10R,0x5
	fcmp,sgl,!?<= %fr7R,%fr27,0x0
	fcmp,sgl,!?= %fr18R,%fr28R,0x5
	fcmp,sgl,!?> %fr26R,%fr13,0x1
	fcmp,sgl,!?>= %fr7,%fr22R,0x0
	fcmp,sgl,< %fr6,%fr9R,0x5
	fcmp,sgl,<=> %fr13,%fr27R,0x1
	fcmp,sgl,= %fr20,%fr26R,0x1
	fcmp,sgl,=t %fr13,%fr4R,0x1
	fcmp,sgl,> %fr23R,%fr5R,0x0
	fcmp,sgl,>= %fr22,%fr9R,0x1
	fcmp,sgl,? %fr23R,%fr25R,0x4
	fcmp,sgl,?< %fr31,%fr26R,0x1
	fcmp,sgl,?<= %fr11R,%fr22,0x6
	fcmp,sgl,?> %fr8R,%fr26R,0x5
	fcmp,sgl,?>= %fr28,%fr16R,0x6
	fcmp,sgl,false %fr24R,%fr22,0x0
	fcmp,sgl,false? %fr25R,%fr12R,0x6
	fcmp,sgl,true %fr7R,%fr10R,0x2
	fcmp,sgl,true? %fr6R,%fr25,0x3
	/* xmpyu fX,fB,fT */
	xmpyu %fr0,%fr0,%fr0

major_0f:
	/* fstqx cXft,x(b) */
	fstqx %fr0,%r0(%r0)
	fstqx,m %fr11,%rp(%r5)
	fstqx,s %fr25,%r23(%rp)
	fstqx,sm %fr27,%r15(%sp)
	/* fstqx cXft,x(s,b) */
	fstqx %fr20,%dp(%sr3,%r4)
	fstqx,m %fr4,%ret1(%sr2,%r15)
	fstqx,s %fr27,%r5(%sr3,%sp)
	fstqx,sm %fr30,%r20(%sr3,%r23)
	/* fstqs cMft,5(b) */
	fstqs %fr0,0x0(%r0)
	fstqs,ma %fr21,-0x8(%r14)
	fstqs,mb %fr9,0x5(%r22)
	/* fstqs cMft,5(s,b) */
	fstqs %fr13,-0x2(%sr3,%r15)
	fstqs,ma %fr9,0x6(%sr3,%ret1)
	fstqs,mb %fr13,0x7(%sr2,%r10)

major_10:
	/* ldb l(b),x */
	ldb -0x1bdf(%r1),%r1

major_11:
	/* ldh l(b),x */
	ldh -0x1bdf(%r1),%r1

major_12:
	/* ldw l(b),x */
	ldw -0x1bdf(%r1),%r1

major_13:
	/* ldw ce<(b),x */
	ldw,ma 0xdba(%sp),%sp
	ldw,mb -0x6525(%r18),%r11

major_14:
	/* ldd cq&(b),x */
	ldd -0x1be0(%r1),%r1
	ldd,ma -0x990(%r25),%r22
	ldd,mb -0x5310(%r1),%r4
	/* fldd cq&(b),fx */
	fldd 0x3150(%r6),%fr25
	fldd,ma -0x2cd8(%r9),%fr9
	fldd,mb -0x5b38(%r5),%fr8

major_16:
	/* fldw cJy(b),fe */
	fldw,ma 0x558(%r26),%fr13R
	fldw,mb -0x6040(%r25),%fr0

major_17:
	/* ldw ce>(b),x */
	ldw,ma -0x1be0(%r1),%r1
	ldw,mb 0x44d4(%r15),%r21
	/* fldw y(b),fe */
	fldw -0x6c54(%r23),%fr17

major_18:
	/* stb x,l(b) */
	stb %r1,-0x1bdf(%r1)

major_19:
	/* sth x,l(b) */
	sth %r1,-0x1bdf(%r1)

major_1a:
	/* stw x,l(b) */
	stw %r1,-0x1bdf(%r1)

major_1b:
	/* stw cex,<(b) */
	stw,ma %r9,0xc97(%r22)
	stw,mb %r24,-0x4260(%r26)

major_1c:
	/* std cqx,&(b) */
	std %r1,-0x1be0(%r1)
	std,ma %r15,-0x3870(%ret0)
	std,mb %r7,-0x36f8(%dp)
	/* fstd cqfx,&(b) */
	fstd %fr26,0x6490(%r24)
	fstd,ma %fr15,0x5328(%r10)
	fstd,mb %fr15,0x6720(%r23)

major_1e:
	/* fstw cJfE,y(b) */
	fstw,ma %fr26R,0x19f0(%r10)
	fstw,mb %fr21R,0x4904(%r9)

major_1f:
	/* stw cex,>(b) */
	stw,ma %r1,-0x1be0(%r1)
	stw,mb %r25,0x3e20(%ret1)
	/* fstw fE,y(b) */
	fstw %fr28R,0x574c(%r7)

major_20:
	/* cmpb ?nnx,b,w */
	cmpb %r0,%r0,.+8
	cmpb,< %r0,%r9,.-1368
	cmpb,<,n %r21,%r8,.+4152
	cmpb,<< %r14,%r4,.+2592
	cmpb,<<,n %r14,%r18,.+536
	cmpb,<<= %rp,%r19,.-5496
	cmpb,<<=,n %r10,%r26,.-1080
	cmpb,<= %r31,%r15,.-1464
	cmpb,<=,n %r18,%r16,.+5552
	cmpb,= %r31,%r24,.-5628
	cmpb,=,n %r23,%r21,.-4172
	cmpb,n %r1,%r1,.-7128
	cmpb,od %sp,%r12,.+2236
	cmpb,od,n %ret0,%r6,.-808
	cmpb,sv %rp,%rp,.+5512
	cmpb,sv,n %r5,%r26,.-656

major_21:
	/* cmpib ?nn5,b,w */
	cmpib 0x0,%r0,.+8
	cmpib,< 0xe,%r17,.-448
	cmpib,<,n 0x8,%r15,.+6380
	cmpib,<< 0x0,%ret1,.-7436
	cmpib,<<,n -0x1,%ret1,.-5284
	cmpib,<<= -0x4,%dp,.-1680
	cmpib,<<=,n -0x10,%r22,.+2072
	cmpib,<= 0x4,%r16,.-5244
	cmpib,<=,n 0xb,%sp,.+4428
	cmpib,= 0xd,%r8,.+2312
	cmpib,=,n 0xe,%r19,.-5724
	cmpib,n -0x10,%r1,.-7128
	cmpib,od -0x5,%r1,.+6092
	cmpib,od,n -0x7,%r6,.-6616
	cmpib,sv 0x7,%r26,.+6272
	cmpib,sv,n -0x6,%r0,.-2312

major_22:
	/* cmpb ?nnx,b,w */
	cmpb,<> %r16,%r4,.-4140
	cmpb,<>,n %r18,%r25,.-4880
	cmpb,> %r0,%r19,.-6856
	cmpb,>,n %r11,%rp,.+3528
	cmpb,>= %r10,%r20,.+468
	cmpb,>=,n %r8,%r8,.+1760
	cmpb,>> %r0,%r4,.+2276
	cmpb,>>,n %r10,%r31,.-796
	cmpb,>>= %ret1,%rp,.+2984
	cmpb,>>=,n %r4,%r20,.-960
	cmpb,ev %r6,%r24,.-2208
	cmpb,ev,n %r17,%ret1,.+2760
	cmpb,nsv %rp,%r15,.-2268
	cmpb,nsv,n %r20,%r15,.+5300
	cmpb,tr %r0,%r0,.+8
	cmpb,tr,n %r1,%r1,.-7128

major_23:
	/* cmpib ?nn5,b,w */
	cmpib,<> 0x9,%ret1,.-6512
	cmpib,<>,n -0x1,%r5,.+6648
	cmpib,> 0x3,%dp,.-6840
	cmpib,>,n 0x8,%r3,.-1408
	cmpib,>= 0xc,%r3,.-7140
	cmpib,>=,n -0x5,%r8,.-2512
	cmpib,>> 0xf,%r3,.-4952
	cmpib,>>,n 0x0,%r24,.+4440
	cmpib,>>= -0xf,%r18,.+3544
	cmpib,>>=,n -0x3,%ret0,.+4776
	cmpib,ev 0x3,%r14,.-4584
	cmpib,ev,n -0x2,%sp,.-6388
	cmpib,nsv -0x8,%r26,.+7624
	cmpib,nsv,n 0x9,%r14,.+1692
	cmpib,tr 0x0,%r0,.+8
	cmpib,tr,n -0x10,%r1,.-7128

major_24:
	/* cmpiclr ?Si,b,x */
	cmpiclr,* 0x0,%r0,%r0
	cmpiclr,*< 0x2e4,%r19,%dp
	cmpiclr,*<< 0x49,%r8,%r17
	cmpiclr,*<<= 0x3ee,%r1,%r6
	cmpiclr,*<= -0x1f3,%r26,%r3
	cmpiclr,*<> 0x143,%r15,%r1
	cmpiclr,*= 0x2af,%r17,%r12
	cmpiclr,*> 0x3f0,%r9,%r16
	cmpiclr,*>= -0x27f,%r3,%r17
	cmpiclr,*>> 0x181,%r12,%r18
	cmpiclr,*>>= -0x1f6,%r17,%r13
	cmpiclr,*ev 0xb5,%r17,%r13
	cmpiclr,*nsv -0x37a,%sp,%r1
	cmpiclr,*od 0x36,%r4,%r31
	cmpiclr,*sv -0x2cf,%r0,%rp
	cmpiclr,*tr 0x39b,%r4,%r8
	/* cmpiclr ?si,b,x */
	cmpiclr 0x0,%r0,%r0
	cmpiclr,< -0x128,%r16,%r26
	cmpiclr,<< -0x305,%r31,%r16
	cmpiclr,<<= -0x341,%r11,%r7
	cmpiclr,<= 0x211,%r6,%r6
	cmpiclr,<> 0x280,%r23,%r13
	cmpiclr,= 0x14c,%r18,%r18
	cmpiclr,> 0x2b7,%r31,%dp
	cmpiclr,>= 0x3e5,%r0,%r14
	cmpiclr,>> -0x3ea,%r17,%r25
	cmpiclr,>>= -0xcc,%r17,%r7
	cmpiclr,ev -0x24d,%r24,%r31
	cmpiclr,nsv 0x9e,%r16,%ret0
	cmpiclr,od 0x337,%r31,%r19
	cmpiclr,sv -0x1e8,%r16,%r16
	cmpiclr,tr 0x379,%r21,%r22

major_25:
	/* subi cv?si,b,x */
	subi 0x0,%r0,%r0
	subi,< -0x3c7,%r13,%r18
	subi,<< -0x10e,%rp,%r8
	subi,<<= 0x372,%rp,%r5
	subi,<= 0x33e,%ret0,%r17
	subi,<> -0x396,%r0,%r17
	subi,= -0x10c,%r12,%r20
	subi,> 0x3b3,%r23,%r23
	subi,>= 0x16c,%r14,%rp
	subi,>> -0x239,%r17,%r1
	subi,>>= 0x6b,%r24,%r23
	subi,ev 0x11f,%r6,%r26
	subi,nsv -0x2c8,%ret0,%r21
	subi,od 0x53,%r22,%r16
	subi,sv -0x270,%r12,%r3
	subi,tr 0xe4,%r13,%ret1
	subi,tsv -0x3df,%r1,%r1
	subi,tsv,< 0x291,%r0,%r17
	subi,tsv,<< -0x26,%r19,%r31
	subi,tsv,<<= 0x1b6,%r17,%dp
	subi,tsv,<= -0xf1,%r11,%ret0
	subi,tsv,<> 0x159,%r16,%sp
	subi,tsv,= 0xa3,%ret1,%r16
	subi,tsv,> -0x11f,%r0,%r5
	subi,tsv,>= 0x26f,%r26,%r31
	subi,tsv,>> -0x102,%r23,%r25
	subi,tsv,>>= 0x10f,%r12,%r21
	subi,tsv,ev -0x1c4,%r22,%r4
	subi,tsv,nsv 0x134,%r7,%ret1
	subi,tsv,od -0x359,%rp,%r26
	subi,tsv,sv 0xd4,%dp,%r3
	subi,tsv,tr -0x33b,%r14,%r24

major_26:
	/* fmpysub Hfi,fj,fk,fl,fm */
	fmpysub,dbl %fr0,%fr0,%fr0,%fr0,%fr0
	fmpysub,sgl %fr20,%fr20,%fr19,%fr24,%fr23

major_27:
	/* cmpb ?Nnx,b,w */
	cmpb,* %r0,%r0,.+8
	cmpb,*,n %r1,%r1,.-7128
	cmpb,*< %r8,%r17,.+4608
	cmpb,*<,n %r24,%r14,.+4636
	cmpb,*<< %r12,%r18,.+104
	cmpb,*<<,n %r23,%ret0,.+1524
	cmpb,*<<= %sp,%r6,.-7376
	cmpb,*<<=,n %r25,%r22,.-8180
	cmpb,*<= %r24,%r25,.-6296
	cmpb,*<=,n %sp,%r0,.+1144
	cmpb,*= %r7,%r8,.-368
	cmpb,*=,n %r12,%r20,.+7416
	cmpb,*od %r21,%r16,.+4200
	cmpb,*od,n %r4,%r31,.+536
	cmpb,*sv %r19,%r24,.-5608
	cmpb,*sv,n %r5,%r10,.+7088

major_28:
	/* addb ?Wnx,b,w */
	addb %r0,%r0,.+8
	addb,*< %r18,%r23,.-3648
	addb,*<,n %r7,%r23,.-3004
	addb,*<= %r22,%r22,.-2328
	addb,*<=,n %r13,%r10,.-7492
	addb,*= %r16,%r21,.+4668
	addb,*=,n %r23,%r7,.-2904
	addb,< %r22,%r16,.+2664
	addb,<,n %r23,%r9,.-3696
	addb,<= %dp,%r22,.-7464
	addb,<=,n %r24,%sp,.-5536
	addb,= %r0,%r17,.-4000
	addb,=,n %r25,%r6,.-1944
	addb,n %r1,%r1,.-7128
	addb,nuv %r22,%ret1,.+6952
	addb,nuv,n %r13,%r7,.+4056

major_29:
	/* addib ?Wn5,b,w */
	addib 0x0,%r0,.+8
	addib,*< -0xf,%sp,.+488
	addib,*<,n 0x7,%r5,.+7924
	addib,*<= 0x9,%r8,.-5296
	addib,*<=,n -0xf,%r20,.+264
	addib,*= 0xe,%r26,.+6696
	addib,*=,n 0x2,%r26,.+6368
	addib,< 0x1,%r10,.+3684
	addib,<,n 0x9,%ret0,.+7880
	addib,<= -0xa,%r15,.-7564
	addib,<=,n 0xa,%r15,.+7888
	addib,= 0x9,%r20,.+5952
	addib,=,n 0x3,%r26,.+872
	addib,n -0x10,%r1,.-7128
	addib,nuv 0x5,%r4,.+2956
	addib,nuv,n 0x2,%dp,.-4752

major_2a:
	/* addb ?Wnx,b,w */
	addb,*<> %ret0,%rp,.-1432
	addb,*<>,n %r13,%r22,.-2200
	addb,*> %r15,%r3,.-1600
	addb,*>,n %r7,%r17,.-3568
	addb,*>= %dp,%r5,.-1948
	addb,*>=,n %r14,%r24,.+2576
	addb,<> %r4,%r23,.+4040
	addb,<>,n %r24,%ret0,.-6020
	addb,> %r9,%r22,.+5280
	addb,>,n %sp,%sp,.-2508
	addb,>= %dp,%r21,.-7712
	addb,>=,n %ret1,%r22,.+7616
	addb,tr %r0,%r0,.+8
	addb,tr,n %r1,%r1,.-7128
	addb,uv %r14,%r25,.+6648
	addb,uv,n %r20,%r1,.+4952

major_2b:
	/* addib ?Wn5,b,w */
	addib,*<> 0x2,%r21,.-4008
	addib,*<>,n 0x2,%r3,.+5156
	addib,*> 0xd,%r11,.-3808
	addib,*>,n 0x6,%r5,.-5412
	addib,*>= -0xf,%r20,.+7420
	addib,*>=,n -0x3,%r5,.-4060
	addib,<> 0xc,%r5,.+2740
	addib,<>,n -0x9,%dp,.-5672
	addib,> 0xb,%r17,.-4044
	addib,>,n 0xd,%r17,.-4188
	addib,>= 0x7,%rp,.+1712
	addib,>=,n 0x1,%r20,.+7864
	addib,tr 0x0,%r0,.+8
	addib,tr,n -0x10,%r1,.-7128
	addib,uv -0xa,%ret1,.+84
	addib,uv,n 0xd,%dp,.+7896

major_2c:
	/* addi ct?ai,b,x */
	addi,tc 0x0,%r0,%r0
	addi,tc,< 0x3e6,%r20,%r13
	addi,tc,<= -0xaf,%r15,%r1
	addi,tc,<> 0x3fb,%r8,%r3
	addi,tc,= 0x3ab,%r8,%r31
	addi,tc,> 0x55,%r31,%r4
	addi,tc,>= 0x180,%r22,%r15
	addi,tc,ev -0x143,%r22,%r10
	addi,tc,nsv -0x385,%r4,%r21
	addi,tc,nuv 0xf8,%r23,%r12
	addi,tc,od -0x31c,%r15,%r13
	addi,tc,sv 0x178,%r4,%ret0
	addi,tc,tr 0x28b,%dp,%r3
	addi,tc,tsv -0x3df,%r1,%r1
	addi,tc,tsv,< -0x2bb,%r1,%r11
	addi,tc,tsv,<= -0x2e,%r7,%r21
	addi,tc,tsv,<> 0x324,%r20,%r10
	addi,tc,tsv,= -0x136,%r9,%r9
	addi,tc,tsv,> 0x3ab,%r16,%r5
	addi,tc,tsv,>= -0x255,%r12,%r18
	addi,tc,tsv,ev -0x229,%r0,%r18
	addi,tc,tsv,nsv -0x112,%ret1,%r20
	addi,tc,tsv,nuv -0x2f1,%r16,%r12
	addi,tc,tsv,od 0x3d9,%rp,%sp
	addi,tc,tsv,sv 0xe8,%r19,%r17
	addi,tc,tsv,tr -0x272,%ret1,%r15
	addi,tc,tsv,uv -0x39a,%r15,%r6
	addi,tc,tsv,vnz -0x2a9,%r5,%r13
	addi,tc,tsv,znv 0x22a,%r18,%r0
	addi,tc,uv -0x16a,%r1,%r10
	addi,tc,vnz -0x3d4,%ret0,%ret1
	addi,tc,znv -0x3d1,%r20,%r3

major_2d:
	/* addi cv?ai,b,x */
	addi 0x0,%r0,%r0
	addi,< -0x3a6,%r25,%rp
	addi,<= 0xbb,%sp,%r1
	addi,<> 0x204,%r25,%r17
	addi,= 0x141,%r23,%r26
	addi,> 0x14,%r12,%sp
	addi,>= -0x112,%r21,%r11
	addi,ev 0xf2,%rp,%r20
	addi,nsv 0x2ef,%r4,%ret0
	addi,nuv 0x337,%r9,%r21
	addi,od 0x38d,%r25,%ret0
	addi,sv 0x1f1,%r31,%r3
	addi,tr 0x28b,%r25,%r19
	addi,tsv -0x3df,%r1,%r1
	addi,tsv,< 0x358,%r16,%r25
	addi,tsv,<= -0x1b,%r26,%r19
	addi,tsv,<> -0x285,%r1,%r26
	addi,tsv,= 0x24e,%r10,%r31
	addi,tsv,> 0x53,%dp,%r22
	addi,tsv,>= 0x235,%r5,%r15
	addi,tsv,ev 0xb9,%r3,%r16
	addi,tsv,nsv -0x190,%r31,%r8
	addi,tsv,nuv 0x1d6,%r16,%r31
	addi,tsv,od 0x2ee,%r19,%r1
	addi,tsv,sv 0x1e7,%r0,%r31
	addi,tsv,tr -0xf6,%dp,%r11
	addi,tsv,uv 0x200,%r15,%r13
	addi,tsv,vnz -0x130,%r26,%r11
	addi,tsv,znv -0x1ab,%r5,%dp
	addi,uv -0x1ab,%r17,%r21
	addi,vnz -0x3ef,%r8,%r8
	addi,znv 0x18e,%r7,%r19

major_2e:
	/* fmpyfadd IfA,fB,fC,fT */
	fmpyfadd,dbl %fr13R,%fr13,%fr25,%fr24R
	fmpyfadd,sgl %fr0,%fr0,%fr0,%fr0
	/* fmpynfadd IfA,fB,fC,fT */
	fmpynfadd,dbl %fr26R,%fr22,%fr9,%fr29
	fmpynfadd,sgl %fr0,%fr0,%fr0,%fr0

major_2f:
	/* cmpb ?Nnx,b,w */
	cmpb,*<> %r10,%r4,.-3132
	cmpb,*<>,n %r12,%r12,.+804
	cmpb,*> %r9,%ret1,.-3112
	cmpb,*>,n %r18,%r24,.-2632
	cmpb,*>= %r5,%r8,.-2368
	cmpb,*>=,n %rp,%r5,.+2128
	cmpb,*>> %r16,%r19,.+7584
	cmpb,*>>,n %r5,%r0,.-6000
	cmpb,*>>= %r13,%r22,.-7112
	cmpb,*>>=,n %r1,%r12,.-7448
	cmpb,*ev %r21,%r18,.-4556
	cmpb,*ev,n %r9,%ret1,.+4288
	cmpb,*nsv %r10,%r20,.+640
	cmpb,*nsv,n %r23,%r12,.+540
	cmpb,*tr %r0,%r0,.+8
	cmpb,*tr,n %r1,%r1,.-7128

major_30:
	/* bb ?Bnx,!,w */
	bb,*< %r0,%sar,.+8
	bb,*<,n %r1,%sar,.-7128
	bb,*>= %r5,%sar,.-2872
	bb,*>=,n %r13,%sar,.+5424
	/* bb ?bnx,!,w */
	bb,< %r0,%sar,.+8
	bb,<,n %r1,%sar,.-7128
	bb,>= %r13,%sar,.+5840
	bb,>=,n %r31,%sar,.+160

major_31:
	/* bb ?Bnx,B,w */
	bb,*< %r0,0x0,.+8
	bb,*<,n %r1,0x1,.-7128
	bb,*>= %r14,0xf,.+8148
	bb,*>=,n %r22,0x5,.+7464
	/* bb ?bnx,Q,w */
	bb,< %r0,0x0,.+8
	bb,<,n %r1,0x1,.-7128
	bb,>= %r19,0x1c,.+6472
	bb,>=,n %r15,0xa,.-2692

major_32:
	/* movb ?ynx,b,w */
	movb %r0,%r0,.+8
	movb,< %r19,%ret0,.-3840
	movb,<,n %r26,%r8,.-256
	movb,<> %r8,%r26,.+4336
	movb,<>,n %r11,%r13,.+2152
	movb,= %r1,%r1,.-2556
	movb,=,n %r19,%r24,.-8120
	movb,>= %r6,%r11,.-8060
	movb,>=,n %r21,%r21,.+428
	movb,ev %dp,%r18,.-796
	movb,ev,n %ret1,%r19,.+1244
	movb,n %r1,%r1,.-7128
	movb,od %r23,%r12,.-5664
	movb,od,n %ret0,%r13,.-2100
	movb,tr %dp,%r23,.+3292
	movb,tr,n %r10,%r0,.+7948

major_33:
	/* movib ?yn5,b,w */
	movib 0x0,%r0,.+8
	movib,< 0x0,%r25,.+1480
	movib,<,n -0xf,%r1,.-2348
	movib,<> 0x1,%r12,.-7700
	movib,<>,n 0xd,%r20,.+5272
	movib,= -0xf,%r25,.+4228
	movib,=,n 0x8,%ret0,.-2968
	movib,>= -0xf,%r13,.+6292
	movib,>=,n 0xb,%r15,.-3288
	movib,ev 0x4,%r16,.-564
	movib,ev,n 0xb,%r13,.-3280
	movib,n -0x10,%r1,.-7128
	movib,od 0xf,%sp,.-2300
	movib,od,n 0x3,%r7,.-2764
	movib,tr 0x9,%r9,.+888
	movib,tr,n 0xf,%r21,.+6308

major_34:
	/* shrpd ?Xx,b,!,t */
	shrpd,* %r0,%r0,%sar,%r0
	shrpd,*< %r12,%r3,%sar,%r24
	shrpd,*<> %r14,%r18,%sar,%dp
	shrpd,*= %r3,%r26,%sar,%r31
	shrpd,*>= %r5,%ret0,%sar,%r1
	shrpd,*ev %r1,%rp,%sar,%r0
	shrpd,*od %r25,%r3,%sar,%r19
	shrpd,*tr %r26,%r0,%sar,%ret1
	/* shrpd ?Xx,b,~,t */
	shrpd,* %r0,%r0,63,%r0
	shrpd,*< %r20,%r16,57,%r5
	shrpd,*<> %r5,%r13,53,%r0
	shrpd,*= %r20,%r15,50,%r17
	shrpd,*>= %r20,%r8,49,%r17
	shrpd,*ev %r23,%r13,51,%r10
	shrpd,*od %r8,%r15,54,%r16
	shrpd,*tr %r15,%r17,49,%r7
	/* shrpw ?xx,b,!,t */
	shrpw %r0,%r0,%sar,%r0
	shrpw,< %r21,%r23,%sar,%r21
	shrpw,<> %r6,%r25,%sar,%r26
	shrpw,= %r14,%r17,%sar,%r11
	shrpw,>= %r4,%r9,%sar,%r31
	shrpw,ev %r26,%sp,%sar,%r18
	shrpw,od %rp,%r10,%sar,%r18
	shrpw,tr %r13,%r16,%sar,%r7
	/* shrpw ?xx,b,p,t */
	shrpw %r0,%r0,31,%r0
	shrpw,< %r7,%r19,23,%rp
	shrpw,<> %r25,%r31,3,%r1
	shrpw,= %r23,%r21,12,%r17
	shrpw,>= %r19,%r12,14,%r17
	shrpw,ev %r12,%r24,23,%dp
	shrpw,od %r23,%r6,29,%r23
	shrpw,tr %dp,%r4,0,%r12
	/* extrd cS?Xb,!,%,x */
	extrd,s,* %r15,%sar,53,%r1
	extrd,s,*< %r11,%sar,21,%r17
	extrd,s,*<> %sp,%sar,4,%r14
	extrd,s,*= %r26,%sar,36,%r7
	extrd,s,*>= %r15,%sar,37,%r24
	extrd,s,*ev %r22,%sar,35,%r17
	extrd,s,*od %r7,%sar,11,%r26
	extrd,s,*tr %r23,%sar,22,%r31
	extrd,u,* %r0,%sar,32,%r0
	extrd,u,*< %r17,%sar,17,%r15
	extrd,u,*<> %r15,%sar,57,%r19
	extrd,u,*= %r8,%sar,33,%r5
	extrd,u,*>= %r7,%sar,57,%r10
	extrd,u,*ev %r17,%sar,25,%r13
	extrd,u,*od %r14,%sar,36,%r12
	extrd,u,*tr %r10,%sar,33,%r6
	/* extrw cS?xb,!,T,x */
	extrw,s %r26,%sar,24,%r15
	extrw,s,< %r15,%sar,16,%r25
	extrw,s,<> %r25,%sar,16,%r25
	extrw,s,= %r18,%sar,25,%r20
	extrw,s,>= %sp,%sar,26,%r12
	extrw,s,ev %r21,%sar,2,%r13
	extrw,s,od %r24,%sar,24,%r20
	extrw,s,tr %r18,%sar,27,%r22
	extrw,u %r0,%sar,32,%r0
	extrw,u,< %ret1,%sar,14,%dp
	extrw,u,<> %r6,%sar,2,%r9
	extrw,u,= %r5,%sar,7,%ret1
	extrw,u,>= %r5,%sar,12,%ret1
	extrw,u,ev %sp,%sar,25,%r15
	extrw,u,od %r22,%sar,22,%r10
	extrw,u,tr %r11,%sar,8,%r13
	/* extrw cS?xb,P,T,x */
	extrw,s %r22,14,4,%r11
	extrw,s,< %r31,16,1,%r15
	extrw,s,<> %r9,25,1,%r26
	extrw,s,= %rp,22,23,%ret0
	extrw,s,>= %r23,20,7,%r26
	extrw,s,ev %r4,19,11,%rp
	extrw,s,od %r9,19,14,%r13
	extrw,s,tr %r24,26,19,%r10
	extrw,u %r17,27,9,%r4
	extrw,u,< %r0,19,7,%r14
	extrw,u,<> %r22,17,14,%r1
	extrw,u,= %r16,25,8,%r4
	extrw,u,>= %sp,27,15,%rp
	extrw,u,ev %r20,24,7,%r12
	extrw,u,od %r1,16,16,%r10
	extrw,u,tr %r26,30,22,%r31

major_35:
	/* depd cz?Xx,!,%,b */
	depd,* %r21,%sar,41,%r4
	depd,*< %r23,%sar,2,%r22
	depd,*<> %r22,%sar,55,%r3
	depd,*= %r31,%sar,32,%r4
	depd,*>= %r19,%sar,44,%r26
	depd,*ev %ret0,%sar,56,%r17
	depd,*od %r11,%sar,26,%r23
	depd,*tr %r18,%sar,11,%r24
	depd,z,* %r0,%sar,32,%r0
	depd,z,*< %r0,%sar,11,%r4
	depd,z,*<> %r0,%sar,14,%rp
	depd,z,*= %r25,%sar,42,%r21
	depd,z,*>= %r16,%sar,6,%r3
	depd,z,*ev %r20,%sar,11,%r6
	depd,z,*od %r5,%sar,44,%r18
	depd,z,*tr %r5,%sar,1,%r18
	/* depdi cz?X5,!,%,b */
	depdi,* 0x9,%sar,34,%sp
	depdi,*< 0xf,%sar,50,%r1
	depdi,*<> -0x8,%sar,60,%r19
	depdi,*= 0xb,%sar,32,%r26
	depdi,*>= 0x3,%sar,31,%r5
	depdi,*ev -0x9,%sar,11,%r20
	depdi,*od 0x0,%sar,23,%r12
	depdi,*tr -0x8,%sar,14,%r6
	depdi,z,* 0x0,%sar,32,%r0
	depdi,z,*< -0xb,%sar,40,%r11
	depdi,z,*<> -0x9,%sar,48,%r18
	depdi,z,*= -0x10,%sar,20,%r17
	depdi,z,*>= 0xe,%sar,16,%r3
	depdi,z,*ev -0x7,%sar,5,%r11
	depdi,z,*od -0x4,%sar,64,%r6
	depdi,z,*tr 0x9,%sar,34,%dp
	/* depw cz?xx,!,T,b */
	depw %r24,%sar,25,%sp
	depw,< %r13,%sar,30,%ret0
	depw,<> %r15,%sar,19,%r18
	depw,= %r11,%sar,19,%r14
	depw,>= %ret1,%sar,32,%r4
	depw,ev %r16,%sar,5,%ret1
	depw,od %r15,%sar,26,%r6
	depw,tr %r13,%sar,11,%r15
	depw,z %r0,%sar,32,%r0
	depw,z,< %r18,%sar,14,%r17
	depw,z,<> %r10,%sar,12,%r23
	depw,z,= %r22,%sar,8,%r11
	depw,z,>= %ret0,%sar,30,%r18
	depw,z,ev %r17,%sar,4,%r7
	depw,z,od %r3,%sar,30,%r23
	depw,z,tr %r7,%sar,16,%r12
	/* depw cz?xx,p,T,b */
	depw %r21,18,1,%r17
	depw,< %r13,26,7,%r26
	depw,<> %r19,16,4,%r31
	depw,= %ret0,14,6,%r7
	depw,>= %r4,8,2,%r26
	depw,ev %r1,27,3,%r3
	depw,od %r17,15,16,%r0
	depw,tr %r11,31,4,%r31
	depw,z %r0,31,32,%r0
	depw,z,< %ret1,23,8,%r5
	depw,z,<> %r0,15,10,%r16
	depw,z,= %r14,31,19,%r9
	depw,z,>= %r15,26,1,%r15
	depw,z,ev %sp,28,2,%r1
	depw,z,od %r22,12,11,%r8
	depw,z,tr %r10,19,2,%r21
	/* depwi cz?x5,!,T,b */
	depwi 0x6,%sar,21,%ret1
	depwi,< 0xd,%sar,22,%r9
	depwi,<> 0x4,%sar,26,%rp
	depwi,= -0x6,%sar,8,%r31
	depwi,>= 0x5,%sar,16,%r16
	depwi,ev -0x9,%sar,8,%r3
	depwi,od 0xe,%sar,32,%dp
	depwi,tr -0xb,%sar,6,%r18
	depwi,z 0x0,%sar,32,%r0
	depwi,z,< 0xf,%sar,25,%r17
	depwi,z,<> 0x4,%sar,21,%r22
	depwi,z,= -0x4,%sar,19,%r4
	depwi,z,>= 0xd,%sar,13,%r11
	depwi,z,ev -0xa,%sar,24,%r19
	depwi,z,od -0x3,%sar,12,%r4
	depwi,z,tr -0x9,%sar,24,%r12
	/* depwi cz?x5,p,T,b */
	depwi 0x2,12,7,%r5
	depwi,< 0x6,4,3,%r3
	depwi,<> 0xe,29,4,%r7
	depwi,= -0xc,6,3,%r13
	depwi,>= 0x2,18,6,%r4
	depwi,ev -0x5,25,9,%rp
	depwi,od -0xd,25,5,%rp
	depwi,tr -0xe,29,10,%dp
	depwi,z 0x0,31,32,%r0
	depwi,z,< -0x1,30,11,%r14
	depwi,z,<> 0x8,29,9,%r19
	depwi,z,= 0x4,28,28,%rp
	depwi,z,>= 0x9,29,27,%r14
	depwi,z,ev -0x8,30,14,%r12
	depwi,z,od -0xe,19,4,%r17
	depwi,z,tr 0x0,13,14,%r26

major_36:
	/* extrd cS?Xb,q,|,x */
	extrd,s,* %r11,55,56,%r18
	extrd,s,*< %sp,50,35,%r25
	extrd,s,*<> %r23,63,51,%dp
	extrd,s,*= %r0,55,42,%r8
	extrd,s,*>= %r6,59,40,%r26
	extrd,s,*ev %r22,39,21,%r26
	extrd,s,*od %r9,43,9,%r18
	extrd,s,*tr %r10,59,28,%r3
	extrd,u,* %r1,34,29,%r1
	extrd,u,*< %r19,59,58,%dp
	extrd,u,*<> %r22,55,29,%r8
	extrd,u,*= %r23,56,34,%r9
	extrd,u,*>= %r19,23,9,%r19
	extrd,u,*ev %r4,56,49,%r20
	extrd,u,*od %r19,45,23,%r19
	extrd,u,*tr %r7,30,13,%r21

major_38:
	/* be nz(S,b) */
	be 0x0(%sr0,%r0)
	be,n -0x3dbe0(%sr0,%r1)

major_39:
	/* be clnz(S,b),Y */
	be,l 0x0(%sr0,%r0),%sr0,%r31
	be,l,n -0x3dbe0(%sr0,%r1),%sr0,%r31

major_3a:
	/* b cpnXL */
	b,l,push .+8,%rp
	b,l,push,n .-8117208,%rp
	/* b clnXL */
	b,l .+8,%rp
	b,l,n .-8117208,%rp
	/* b clnW,b */
	b,l .+8,%r0
	b,l,n .-252888,%r1
	/* b cgnW,b */
	b,gate .+8,%r0
	b,gate,n .-252888,%r1
	/* blr nx,b */
	blr %r0,%r0
	blr,n %r1,%r1
	/* bv nx(b) */
	bv %r0(%r0)
	bv,n %r1(%r1)
	/* bve cpn(b)L */
	bve,l,push (%r0),%rp
	bve,l,push,n (%r1),%rp
	/* bve cln(b)L */
	bve,l (%r0),%rp
	bve,l,n (%r1),%rp
	/* bve cPn(b) */
	bve,pop (%r0)
	bve,pop,n (%r1)
	/* bve n(b) */
	bve (%r0)
	bve,n (%r1)
	/* clrbts  */
	clrbts
	/* popbts $ */
	popbts 0x108
	/* pushnom  */
	pushnom
	/* pushbts x */
	pushbts %r1

major_3b:
	/* cmpib ?Qn5,b,w */
	cmpib,*< -0x4,%r21,.+420
	cmpib,*<,n 0x4,%r16,.-1672
	cmpib,*<< 0x0,%r0,.+8
	cmpib,*<<,n -0x10,%r1,.-7128
	cmpib,*<= 0x8,%r5,.-7964
	cmpib,*<=,n 0x9,%r19,.+5932
	cmpib,*<> 0xa,%r14,.+772
	cmpib,*<>,n 0xc,%r10,.-6072
	cmpib,*= 0x7,%r16,.+5092
	cmpib,*=,n 0xb,%r31,.+1180
	cmpib,*> -0x4,%r16,.+276
	cmpib,*>,n -0xc,%r10,.+5104
	cmpib,*>= -0xc,%r5,.+1148
	cmpib,*>=,n -0x3,%r18,.-2524
	cmpib,*>>= 0xe,%sp,.-3408
	cmpib,*>>=,n -0x6,%r5,.-908

major_3c:
	/* depd cz?Xx,~,|,b */
	depd,* %r0,57,45,%r16
	depd,*< %r13,22,9,%rp
	depd,*<> %rp,30,10,%r25
	depd,*= %r16,24,10,%r1
	depd,*>= %r25,49,45,%r23
	depd,*ev %r19,60,57,%r19
	depd,*od %r24,63,39,%r20
	depd,*tr %r22,62,61,%r22
	depd,z,* %r0,63,32,%r0
	depd,z,*< %r31,63,14,%r18
	depd,z,*<> %dp,49,34,%ret0
	depd,z,*= %sp,34,22,%r11
	depd,z,*>= %r0,17,5,%r12
	depd,z,*ev %ret0,46,14,%r9
	depd,z,*od %r3,58,40,%r18
	depd,z,*tr %r21,42,6,%r25

major_3d:
	/* depdi cz?X5,~,|,b */
	depdi,* -0xe,40,25,%r13
	depdi,*< 0x6,52,33,%r18
	depdi,*<> -0xd,57,29,%r31
	depdi,*= -0x7,46,37,%ret0
	depdi,*>= -0x10,46,14,%r26
	depdi,*ev -0x3,59,49,%r16
	depdi,*od 0x5,48,38,%r20
	depdi,*tr 0x9,59,51,%r23
	depdi,z,* 0x0,63,32,%r0
	depdi,z,*< -0xa,57,2,%r3
	depdi,z,*<> 0xc,49,2,%r6
	depdi,z,*= 0xc,45,46,%r16
	depdi,z,*>= -0x1,56,46,%r17
	depdi,z,*ev -0x5,40,35,%r7
	depdi,z,*od -0xd,52,45,%r11
	depdi,z,*tr 0x8,49,21,%r21

major_3e:
	/* hshl x,*,t */
	hshl %r0,0,%r0
	/* hshr cSb,*,t */
	hshr,s %r3,2,%r14
	hshr,u %r0,0,%r0
	/* mixh chx,b,t */
	mixh,l %r0,%r0,%r0
	mixh,r %r20,%r20,%sp
	/* mixw chx,b,t */
	mixw,l %r0,%r0,%r0
	mixw,r %r11,%dp,%r15
	/* permh c*a,t */
	permh,0000 %r0,%r0
	permh,0001 %r6,%r21
	permh,0003 %sp,%ret0
	permh,0010 %r9,%r9
	permh,0013 %r15,%r6
	permh,0020 %r10,%r14
	permh,0021 %r24,%r31
	permh,0030 %r19,%r23
	permh,0031 %r25,%r4
	permh,0032 %r25,%r21
	permh,0033 %rp,%dp
	permh,0100 %r31,%r5
	permh,0102 %r3,%r5
	permh,0112 %r15,%r9
	permh,0120 %r31,%r23
	permh,0122 %r3,%r25
	permh,0123 %r18,%r5
	permh,0130 %r5,%r24
	permh,0131 %r22,%r31
	permh,0200 %r16,%r15
	permh,0201 %r1,%r3
	permh,0202 %r7,%r7
	permh,0212 %r31,%r4
	permh,0213 %rp,%r8
	permh,0220 %r14,%r0
	permh,0221 %r23,%r17
	permh,0222 %r14,%r8
	permh,0223 %r16,%r22
	permh,0230 %r0,%r6
	permh,0231 %r8,%r10
	permh,0232 %r23,%r1
	permh,0233 %r12,%r11
	permh,0301 %dp,%r10
	permh,0310 %r12,%r7
	permh,0311 %r7,%r1
	permh,0313 %r23,%r26
	permh,0320 %r22,%r8
	permh,0322 %r25,%r14
	permh,0333 %r16,%r4
	permh,1000 %r17,%r15
	permh,1010 %r8,%r21
	permh,1011 %r15,%r4
	permh,1012 %r17,%r11
	permh,1030 %r14,%r13
	permh,1033 %r7,%r23
	permh,1100 %r26,%r25
	permh,1101 %rp,%r20
	permh,1102 %r9,%r5
	permh,1110 %r16,%r24
	permh,1111 %r0,%rp
	permh,1113 %r6,%ret1
	permh,1120 %r24,%r22
	permh,1121 %r8,%rp
	permh,1122 %r25,%r1
	permh,1201 %r25,%r14
	permh,1203 %dp,%r20
	permh,1210 %r13,%r20
	permh,1211 %r8,%ret0
	permh,1213 %sp,%r19
	permh,1220 %r0,%r24
	permh,1221 %r22,%rp
	permh,1222 %r3,%rp
	permh,1231 %r31,%rp
	permh,1232 %r7,%r14
	permh,1313 %r19,%ret1
	permh,1320 %dp,%sp
	permh,1321 %r6,%r31
	permh,1322 %r31,%r11
	permh,1323 %r15,%r8
	permh,1330 %r23,%r19
	permh,2000 %r9,%r15
	permh,2001 %r1,%r1
	permh,2002 %r5,%r13
	permh,2011 %r10,%r31
	permh,2012 %r4,%r13
	permh,2020 %r7,%r13
	permh,2021 %dp,%r12
	permh,2033 %r22,%r22
	permh,2101 %r17,%r8
	permh,2103 %r23,%r10
	permh,2112 %r18,%r14
	permh,2113 %r15,%ret0
	permh,2121 %ret1,%r4
	permh,2130 %ret0,%r18
	permh,2132 %r23,%r26
	permh,2133 %r21,%r25
	permh,2201 %r15,%sp
	permh,2202 %r18,%r16
	permh,2210 %r18,%r10
	permh,2211 %r6,%r26
	permh,2213 %r0,%r16
	permh,2220 %r6,%r22
	permh,2222 %r16,%r17
	permh,2233 %r25,%r31
	permh,2300 %r20,%rp
	permh,2312 %ret0,%r1
	permh,2321 %r7,%r18
	permh,2322 %r9,%r3
	permh,2330 %r24,%r23
	permh,2333 %r31,%r9
	permh,3003 %r20,%r1
	permh,3010 %r16,%r17
	permh,3011 %rp,%ret0
	permh,3012 %rp,%r9
	permh,3020 %r13,%r6
	permh,3021 %ret1,%r6
	permh,3022 %r1,%sp
	permh,3023 %r10,%r12
	permh,3030 %r16,%r17
	permh,3031 %r14,%r16
	permh,3032 %r18,%r12
	permh,3033 %r19,%r6
	permh,3101 %ret0,%r10
	permh,3111 %r7,%r13
	permh,3112 %r9,%r17
	permh,3123 %ret0,%ret1
	permh,3130 %r6,%rp
	permh,3201 %ret0,%dp
	permh,3202 %sp,%r3
	permh,3203 %r10,%r31
	permh,3210 %r6,%r23
	permh,3211 %r10,%r19
	permh,3221 %r10,%r21
	permh,3222 %r21,%r5
	permh,3223 %r6,%ret0
	permh,3230 %r6,%ret0
	permh,3232 %r9,%r16
	permh,3301 %r9,%r5
	permh,3312 %r24,%r31
	permh,3313 %rp,%r26
	permh,3320 %r14,%r4
	permh,3321 %rp,%r5
	permh,3322 %sp,%r22
	permh,3331 %r8,%sp
	permh,3332 %r23,%r23
	permh,3333 %dp,%dp
