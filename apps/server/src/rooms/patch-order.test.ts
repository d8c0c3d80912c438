// The acting seat hears its own patch first.
import { actingSeatLast } from './patch-order';

const seated = (name: string, seat: number | null) => ({ name, userData: { seat } });

describe('actingSeatLast', () => {
  it('moves every client of the acting seat to the end and keeps everyone', () => {
    const clients = [
      seated('a', 0),
      seated('b', 1),
      seated('spectator', null),
      seated('c', 2),
      seated('b2', 1),
    ];
    actingSeatLast(clients, 1);
    expect(
      clients
        .slice(-2)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['b', 'b2']);
    expect(
      clients
        .slice(0, 3)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['a', 'c', 'spectator']);
  });

  it('leaves the list alone when the seat is already last or has no client', () => {
    const clients = [seated('a', 0), seated('b', 1)];
    actingSeatLast(clients, 1);
    expect(clients.map((c) => c.name)).toEqual(['a', 'b']);
    actingSeatLast(clients, 3);
    expect(clients.map((c) => c.name)).toEqual(['a', 'b']);
    const none: ReturnType<typeof seated>[] = [];
    actingSeatLast(none, 0);
    expect(none).toEqual([]);
  });
});
