/** The Blood Bound screens' own styles, shipped with their chunk (the Blood Bowl screens never load them). */
export const BLOOD_BOUND_CSS = `
.bb-live{display:grid;grid-template-columns:minmax(0,2fr) minmax(16rem,1fr);gap:1rem}
.bb-main{display:flex;flex-direction:column;gap:.75rem}
.bb-ring{position:relative;list-style:none;margin:0;padding:0;height:34rem;border-radius:50%;background:radial-gradient(#3b2a1f,#1d1410);}
.bb-seat{position:absolute;transform:translate(-50%,-50%);width:11rem;padding:.35rem .5rem;border-radius:.5rem;background:#f6efe4;color:#1d1410;font-size:.85rem;box-shadow:0 1px 4px #0008}
.bb-seat.you{outline:3px solid #c9a227}.bb-seat.acting{box-shadow:0 0 0 3px #5fa8ff}.bb-seat.captured{opacity:.6}
.bb-dagger{font-weight:bold;color:#8b1a1a}
.bb-tokens,.bb-ability-cards{list-style:none;display:flex;flex-wrap:wrap;gap:.2rem;margin:.2rem 0;padding:0}
.bb-token,.bb-ability-cards li{border-radius:.8rem;padding:0 .4rem;font-size:.75rem;background:#ddd}
.bb-token.phoenix{background:#f2b38a}.bb-token.gargoyle{background:#9fb7d9}.bb-token.rank{background:#e8d27a}
.bb-centre{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);color:#f6efe4}
.bb-card{display:inline-block;padding:0 .35rem;border-radius:.3rem;background:#eee}
.bb-card.phoenix{background:#f7c9a9}.bb-card.gargoyle{background:#bccde6}.bb-card.secret-order{background:#d9c2ef}
.bb-prompt.mine{border:2px solid #c9a227;padding:.5rem;border-radius:.5rem}
.bb-options{display:flex;flex-wrap:wrap;gap:.3rem;margin:.3rem 0}
.bb-countdown{font-weight:bold;font-size:1.1rem}
.bb-log{max-height:18rem;overflow:auto;font-size:.85rem}
.bb-check{display:inline-block;margin-right:.6rem}
@media (max-width:60rem){.bb-live{grid-template-columns:1fr}.bb-ring{height:40rem}}
`;
