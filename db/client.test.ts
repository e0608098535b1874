import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('compiled statements are kept', () => {
  it('hands out the same statement for the same SQL, in the default (object) mode', () => {
    const sqlite = openDatabase(':memory:').$client;
    sqlite.exec('create table kept (id integer primary key, name text)');
    sqlite.prepare('insert into kept (name) values (?)').run('a');
    const first = sqlite.prepare('select id, name from kept');
    expect(first.raw().get()).toEqual([1, 'a']);
    const second = sqlite.prepare('select id, name from kept');
    expect(second).toBe(first);
    expect(second.get()).toEqual({ id: 1, name: 'a' });
  });

  it('still answers after the table it reads is dropped and made again', () => {
    const sqlite = openDatabase(':memory:').$client;
    sqlite.exec('create table kept (id integer primary key, name text)');
    expect(sqlite.prepare('select count(*) as n from kept').get()).toEqual({ n: 0 });
    sqlite.exec(
      "drop table kept; create table kept (id integer primary key, name text); insert into kept (name) values ('b'), ('c')",
    );
    expect(sqlite.prepare('select count(*) as n from kept').get()).toEqual({ n: 2 });
  });
});
