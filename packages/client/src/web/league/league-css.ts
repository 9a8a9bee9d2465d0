/** Styles of the league pages, injected when their chunk loads (see league-screen.tsx). */
export const LEAGUE_CSS = `
.card.league-page { max-width: 84rem; }
.league-crumbs { font-size: 0.9rem; margin-bottom: 0.5rem; }
.league-page h2 { margin-top: 1.5rem; font-size: 1.2rem; }
.league-page h3 { margin-top: 1rem; font-size: 1.05rem; }
.league-page h4 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; }
.league-list, .league-teams, .fixtures, .post-events, .audit ul { list-style: none; padding: 0; margin: 0; }
.league-list li, .league-teams li, .fixtures li, .post-events li, .audit li {
  padding: 0.4rem 0; border-bottom: 1px solid #e6e2d8; line-height: 1.5; }
.league-name { font-weight: 700; }
.league-actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.button-link.secondary { background: #fff; color: var(--pitch); border: 1px solid var(--pitch); }
.table-scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
.league-page table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
.league-page th, .league-page td { padding: 0.3rem 0.45rem; border-bottom: 1px solid #e6e2d8; text-align: center;
  vertical-align: top; }
.league-page th { background: #f1efe8; font-weight: 600; white-space: nowrap; }
.league-page .left { text-align: left; }
.league-page td { white-space: nowrap; }
.league-page td.skills, .league-page td.injuries { white-space: normal; }
.league-page td.points { font-weight: 700; }
.roster td.skills { min-width: 10rem; }
.roster td.injuries { min-width: 9rem; }
.roster tr.mng td, .roster tr.retired td { background: #fff7e0; }
.roster tr.gone td { color: var(--muted); }
.roster tr.dead td:first-child { text-decoration: line-through; }
.stat.down { color: var(--accent); font-weight: 700; }
.stat.up { color: var(--ok); font-weight: 700; }
.skill.advancement { font-weight: 600; }
.mark { display: inline-block; margin: 0 0.25rem 0.2rem 0; padding: 0 0.35rem; border-radius: 4px;
  font-size: 0.8rem; background: #eee; white-space: nowrap; }
.mark.niggling { background: #fde2e1; color: #8a1c14; }
.mark.reduction { background: #fbd0cc; color: #7a120b; }
.mark.mng { background: #fff0c2; color: #6b4b00; }
.mark.retired-temporarily { background: #e2e8f5; }
.mark.hatred { background: #ece1f7; color: #4b2170; }
.mark.status { background: #333; color: #fff; }
.badge { display: inline-block; padding: 0 0.35rem; border-radius: 4px; font-size: 0.75rem; background: #eceae2;
  margin-left: 0.25rem; }
.badge.captain { background: #fff3c4; }
.badge.mng { background: #fff0c2; color: #6b4b00; font-weight: 700; }
td.must-advance { color: var(--warn); font-weight: 700; }
.team-stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem; margin: 0.5rem 0; }
.team-stats div { background: #f6f4ee; border-radius: 6px; padding: 0.4rem 0.6rem; }
.team-stats dt { font-size: 0.75rem; color: var(--muted); }
.team-stats dd { margin: 0; font-weight: 700; }
.leaders { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.75rem; }
.leaders ol { padding-left: 1.2rem; margin: 0; }
.fixture .links { display: inline-flex; gap: 0.6rem; flex-wrap: wrap; }
.fixture .score { font-size: 1.05rem; }
.purchases { font-size: 0.9rem; margin-top: 0.2rem; }
.purchases ul { display: inline; list-style: none; padding: 0; margin: 0 0.4rem 0 0; }
.purchases li { display: inline; padding: 0; border: 0; }
.purchases li + li::before { content: ' · '; }
.post-purchases .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.post-purchases .purchases { margin-top: 0; }
.league-form { display: flex; flex-direction: column; gap: 0.5rem; margin-top: 1rem; max-width: 40rem; }
.league-form.row, .league-page .row { flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.league-form fieldset { border: 1px solid #e6e2d8; border-radius: 6px; display: flex; flex-direction: column; gap: 0.4rem; }
.league-form fieldset.inline { flex-direction: row; flex-wrap: wrap; }
.league-form fieldset.inline input { width: 5rem; }
.league-form fieldset, .league-form label { text-align: left; }
.league-form label.count { flex-direction: row; justify-content: space-between; align-items: center; gap: 0.75rem;
  font-weight: 400; }
.league-form label.checkbox { flex-direction: row; align-items: center; gap: 0.4rem; font-weight: 400; }
.league-form label.count input { width: 4.5rem; }
.roster-checks { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); }
.running-cost { font-weight: 700; }
.running-cost.over { color: var(--accent); }
.problems { border: 1px solid var(--accent); border-radius: 6px; padding: 0.5rem 0.75rem; color: var(--accent); }
.problems ul { margin: 0.25rem 0 0; padding-left: 1.2rem; }
.notice { background: #fff7e0; border-radius: 6px; padding: 0.5rem 0.75rem; }
.ok { color: var(--ok); }
.advance-panel { border: 2px solid var(--pitch); border-radius: 8px; padding: 0.75rem; margin: 0.75rem 0;
  display: flex; flex-direction: column; gap: 0.4rem; max-width: 32rem; }
.advance-panel .pending { display: flex; flex-direction: column; gap: 0.4rem; }
.actions-cell { white-space: nowrap; }
.actions-cell button { margin-right: 0.35rem; }
.actions-cell button.secondary { padding: 0.15rem 0.45rem; font-size: 0.8rem; }
.audit .reason { font-style: italic; }
.audit .changes { font-size: 0.85rem; color: var(--muted); padding-left: 1rem; border: 0; }
.audit .changes li { border: 0; padding: 0; }
.post-events li.home { border-left: 3px solid var(--pitch); padding-left: 0.5rem; }
.post-events li.away { border-left: 3px solid var(--accent); padding-left: 0.5rem; }
.post-score { font-size: 1.1rem; }
@media (max-width: 900px) {
  .card.league-page { padding: 0.75rem; }
  .league-page table { font-size: 0.8rem; }
  .league-page th, .league-page td { padding: 0.2rem 0.3rem; }
}
`;
