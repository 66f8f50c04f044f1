import { describe, expect, it } from 'vitest';
import { fillTaggedParts, taggedParts } from '@/lib/taggedText';

describe('tagged message parts', () => {
  it('splits a message into its tagged parts in order', () => {
    expect(taggedParts('<name>张三</name><hidden>的账户菜单</hidden>')).toEqual([
      { tag: 'name', text: '张三' },
      { tag: 'hidden', text: '的账户菜单' },
    ]);
  });

  it('keeps the text between and around tags as untagged parts', () => {
    expect(taggedParts('Hi <b>there</b>, friend')).toEqual([
      { tag: null, text: 'Hi ' },
      { tag: 'b', text: 'there' },
      { tag: null, text: ', friend' },
    ]);
  });

  it('reads a message without tags as one untagged part, and an empty one as none', () => {
    expect(taggedParts('账户菜单')).toEqual([{ tag: null, text: '账户菜单' }]);
    expect(taggedParts('')).toEqual([]);
  });

  it('leaves an unclosed tag as text', () => {
    expect(taggedParts('<name>张三')).toEqual([{ tag: null, text: '<name>张三' }]);
  });

  it('fills placeholders after splitting, so a value with markup in it stays text', () => {
    expect(fillTaggedParts('<hidden>Account menu for </hidden><name>{{name}}</name>', { name: '<b>Li</b>' })).toEqual([
      { tag: 'hidden', text: 'Account menu for ' },
      { tag: 'name', text: '<b>Li</b>' },
    ]);
  });

  it('leaves a placeholder it has no value for as it is', () => {
    expect(fillTaggedParts('<name>{{name}}</name>', {})).toEqual([{ tag: 'name', text: '{{name}}' }]);
  });
});
