import { describe, expect, test } from 'vitest';
import { READY_MADE_IDS, readyMade } from './ready-made.js';
import type { WarbandSheet } from './sheet.js';
import { validateWarband } from './validate.js';

const sheet = (faction: string, models: WarbandSheet['models']): WarbandSheet => ({
  faction,
  name: 'Test',
  models,
});
const codes = (s: unknown, options = {}) => {
  const r = validateWarband(s, options);
  return r.ok ? [] : r.problems.map((p) => p.code);
};

describe('ready-made warbands', () => {
  test.each(READY_MADE_IDS)('%s is a legal warband within 700 ducats', (id) => {
    const r = validateWarband(readyMade(id));
    expect(r.ok && r.warband.cost.ducats <= 700).toBe(true);
  });

  test("the reference's illustrative lists cost what it says (582 and 650 ducats)", () => {
    const na = validateWarband(readyMade('new-antioch-example'));
    const hl = validateWarband(readyMade('heretic-legion-example'));
    expect(na.ok && na.warband.cost.ducats).toBe(582);
    expect(na.ok && na.warband.strongbox).toBe(118);
    expect(hl.ok && hl.warband.cost.ducats).toBe(650);
  });
});

describe('warband building (reference §11.1)', () => {
  const lieutenant = { type: 'lieutenant' };

  test('a warband needs its leader', () => {
    expect(codes(sheet('new-antioch', [{ type: 'yeoman' }]))).toContain('leader-missing');
  });

  test('each model type has its maximum', () => {
    expect(codes(sheet('new-antioch', [lieutenant, ...Array(3).fill({ type: 'sniper-priest' })]))).toEqual([
      'over-maximum',
    ]);
  });

  test('the Wretched cannot be taken from the core list (maximum 0)', () => {
    expect(codes(sheet('heretic-legion', [{ type: 'heretic-priest' }, { type: 'wretched' }]))).toEqual([
      'over-maximum',
    ]);
  });

  test('700 ducats: exactly 700 is legal, one Yeoman more is refused with the sum', () => {
    // Lieutenant 70 + 18 Yeomen at 35 = 700.
    const yeomen = (n: number) => Array(n).fill({ type: 'yeoman' });
    expect(codes(sheet('new-antioch', [lieutenant, ...yeomen(18)]))).toEqual([]);
    const r = validateWarband(sheet('new-antioch', [lieutenant, ...yeomen(19)]));
    expect(!r.ok && r.problems).toEqual([
      { path: '', code: 'over-budget', message: 'the warband costs 735 ducats; the budget is 700' },
    ]);
  });

  test('a Yeoman costs 30 plus 5 for his rifle; a swapped weapon pays the difference', () => {
    const r = validateWarband(
      sheet('new-antioch', [lieutenant, { type: 'yeoman' }, { type: 'yeoman', items: ['submachine-gun'] }]),
    );
    expect(r.ok && r.warband.models.map((m) => m.cost.ducats)).toEqual([70, 35, 55]);
    expect(r.ok && r.warband.models[1]!.items).toEqual(['bolt-action-rifle']);
  });

  test('LIMIT (X): the third Submachine Gun of a New Antioch warband is refused at its path', () => {
    const r = validateWarband(
      sheet('new-antioch', [
        lieutenant,
        ...Array(3).fill({ type: 'shocktrooper', items: ['submachine-gun'] }),
      ]),
    );
    expect(!r.ok && r.problems).toEqual([
      {
        path: 'models[3].items[0]',
        code: 'over-limit',
        message: 'Submachine Gun has LIMIT (2); the warband buys 3',
      },
    ]);
  });

  test('every problem is reported at once', () => {
    const r = validateWarband(
      sheet('new-antioch', [
        { type: 'yeoman', items: ['laser', 'sacrificial-knife'] },
        { type: 'combat-medic', items: ['sword-axe'] },
        { type: 'shocktrooper', items: ['greatsword-greataxe', 'machine-gun'] },
        { type: 'shocktrooper', items: ['machine-armour'] },
        { type: 'pope' },
      ]),
    );
    expect(!r.ok && r.problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'models[0].items[0] unknown-item',
      'models[0].items[1] not-in-armoury',
      'models[1].items[0] gear-not-allowed',
      'models[2].items heavy-items',
      'models[3].items[0] elite-only',
      'models[4].type unknown-model',
      'models leader-missing',
    ]);
  });

  test('hands: one two-handed ranged weapon, or two one-handed; a shield holds a hand', () => {
    expect(
      codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['bolt-action-rifle', 'pistol-revolver'] }])),
    ).toEqual(['too-many-ranged-hands']);
    expect(
      codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['pistol-revolver', 'pistol-revolver'] }])),
    ).toEqual([]);
    expect(
      codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['bolt-action-rifle', 'trench-shield'] }])),
    ).toEqual(['too-many-ranged-hands']);
  });

  test('SHIELD COMBO: a Trench Shield takes no hand from a shotgun', () => {
    expect(
      codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['shotgun', 'trench-shield'] }])),
    ).toEqual([]);
  });

  test('STRONG carries a two-handed melee weapon in one hand, but never a CUMBERSOME one', () => {
    const items = ['greatsword-greataxe', 'sword-axe'];
    expect(codes(sheet('new-antioch', [lieutenant, { type: 'mechanised-heavy-infantry', items }]))).toEqual(
      [],
    );
    expect(codes(sheet('new-antioch', [lieutenant, { type: 'shocktrooper', items }]))).toEqual([
      'too-many-melee-hands',
    ]);
    expect(
      codes(
        sheet('new-antioch', [
          lieutenant,
          { type: 'mechanised-heavy-infantry', items: ['trench-polearm', 'sword-axe'] },
        ]),
      ),
    ).toEqual(['too-many-melee-hands']);
  });

  test('HEAVY: one HEAVY item unless STRONG', () => {
    const items = ['machine-gun', 'greatsword-greataxe'];
    expect(codes(sheet('new-antioch', [lieutenant, { type: 'mechanised-heavy-infantry', items }]))).toEqual(
      [],
    );
    expect(codes(sheet('new-antioch', [{ type: 'lieutenant', items }]))).toEqual(['heavy-items']);
  });

  test('a Bayonet needs a BAYONET LUG weapon', () => {
    expect(codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['bayonet'] }]))).toEqual([
      'bayonet-needs-lug',
    ]);
  });

  test('Machine Armour: ELITE only, LIMIT 1, no Trench Shield; the Heavy Infantry upgrade ignores both', () => {
    expect(
      codes(sheet('new-antioch', [{ type: 'lieutenant', items: ['machine-armour', 'trench-shield'] }])),
    ).toEqual(['machine-armour-shield']);
    const r = validateWarband(
      sheet('new-antioch', [
        { type: 'lieutenant', items: ['machine-armour'] },
        { type: 'mechanised-heavy-infantry', upgrades: ['machine-armour'] },
      ]),
    );
    expect(r.ok && r.warband.models[1]).toMatchObject({
      baseMm: 40,
      items: ['machine-armour'],
      cost: { ducats: 95 },
    });
  });

  test('Heretic Legionnaires: at most half the Troopers, rounded down', () => {
    const trooper = (upgrades: string[]) => ({ type: 'heretic-trooper', upgrades });
    const base = [{ type: 'heretic-priest' }];
    expect(
      codes(
        sheet('heretic-legion', [
          ...base,
          trooper(['legionnaire-melee']),
          trooper([]),
          trooper(['legionnaire-ranged']),
        ]),
      ),
    ).toEqual(['upgrade-over-maximum']);
    const r = validateWarband(
      sheet('heretic-legion', [...base, trooper(['legionnaire-melee']), trooper([])]),
    );
    expect(r.ok && r.warband.models[1]).toMatchObject({ melee: 1, ranged: 0, cost: { ducats: 40 } });
  });

  test('Trench Moles: at most two Yeomen gain INFILTRATOR', () => {
    const mole = { type: 'yeoman', upgrades: ['trench-mole'] };
    expect(codes(sheet('new-antioch', [lieutenant, mole, mole, mole]))).toEqual(['upgrade-over-maximum']);
    const r = validateWarband(sheet('new-antioch', [lieutenant, mole]));
    expect(r.ok && r.warband.models[1]!.keywords).toContain('INFILTRATOR');
  });

  test('Glory items and mercenaries need Glory Points, which a new warband does not have', () => {
    const s = sheet('new-antioch', [{ type: 'lieutenant', items: ['troop-flag'] }, { type: 'observer' }]);
    expect(codes(s)).toEqual(['over-glory']);
    expect(codes(s, { glory: 4 })).toEqual([]);
  });

  test('the Death Commando only takes its three ranged weapons', () => {
    expect(
      codes(
        sheet('heretic-legion', [{ type: 'heretic-priest' }, { type: 'death-commando', items: ['shotgun'] }]),
      ),
    ).toEqual(['gear-not-allowed']);
  });

  test('fixed gear comes with the model and is not bought (Combat Engineer, War Wolf)', () => {
    const r = validateWarband(
      sheet('heretic-legion', [{ type: 'heretic-priest' }, { type: 'war-wolf-assault-beast' }]),
    );
    expect(r.ok && r.warband.models[1]).toMatchObject({
      items: ['chain-maw', 'shredding-claws'],
      cost: { ducats: 140 },
    });
  });

  test('a malformed sheet names each bad field', () => {
    expect(validateWarband({ faction: 3, models: [{ type: 1, items: 'x' }] })).toEqual({
      ok: false,
      problems: [
        { path: 'faction', code: 'invalid', message: 'faction must be a string' },
        { path: 'name', code: 'invalid', message: 'name must be a string' },
        { path: 'models[0].type', code: 'invalid', message: 'type must be a string' },
        { path: 'models[0].items', code: 'invalid', message: 'items must be an array of strings' },
      ],
    });
  });
});
