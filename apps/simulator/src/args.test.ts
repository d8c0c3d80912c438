import { parseArgs } from './args';

describe('parseArgs', () => {
  it('reads every flag, in either spelling', () => {
    const parsed = parseArgs([
      '--game',
      'captains-war',
      '--players=6',
      '--games',
      '250',
      '--seed',
      'abc',
      '--bot=heuristic',
      '--report',
      'balance',
      '--warmup=500',
    ]);
    expect(parsed).toEqual({
      ok: true,
      options: {
        game: 'captains-war',
        players: 6,
        games: 250,
        seed: 'abc',
        bots: ['heuristic'],
        report: 'balance',
        warmup: 500,
      },
    });
  });

  it('gives defaults for what is missing', () => {
    expect(parseArgs([])).toEqual({
      ok: true,
      options: {
        game: 'captains-war',
        players: 4,
        games: 100,
        seed: 'flotilla',
        bots: ['random'],
        report: null,
        warmup: 0,
      },
    });
  });

  it('accepts a warm-up of zero games and refuses a negative or fractional one', () => {
    expect(parseArgs(['--warmup', '0'])).toMatchObject({ ok: true, options: { warmup: 0 } });
    expect(parseArgs(['--warmup=-3'])).toMatchObject({ ok: false });
    expect(parseArgs(['--warmup', '2.5'])).toMatchObject({ ok: false });
  });

  it('takes one bot per seat', () => {
    const parsed = parseArgs(['--players', '3', '--bot', 'heuristic,random,heuristic']);
    expect(parsed.ok && parsed.options.bots).toEqual(['heuristic', 'random', 'heuristic']);
  });

  it.each([
    [['--bot', 'heuristic,random'], /one per seat \(4\), not 2/],
    [['--bot', 'heuristic,,random,random'], /--bot/],
    [['--players', '0'], /--players/],
    [['--players', '2.5'], /--players/],
    [['--games', '-3'], /--games/],
    [['--games', 'ten'], /--games/],
    [['--bot', 'smart'], /--bot/],
    [['--report', 'speed'], /--report/],
    [['--colour', 'red'], /Unknown flag/],
    [['--seed'], /needs a value/],
    [['--seed', '--games', '3'], /needs a value/],
    [['--seed='], /needs a value/],
    [['--games', '3', '--games', '4'], /twice/],
    [['captains-war'], /Unexpected argument/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
