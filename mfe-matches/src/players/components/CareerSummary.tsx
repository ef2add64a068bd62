import { FORMAT_GROUP_LABELS, FORMAT_GROUPS, type CareerFigures, type FormatGroup } from '@cricket/contracts';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';
import { rateText } from '../figures';
import { FigureGrid } from './FigureGrid';

function Batting({ batting }: { batting: CareerFigures['batting'] }) {
  const items: [string, string | number][] = [
    [TEXTS.matches, batting.matches],
    [TEXTS.innings, batting.innings],
    [TEXTS.notOuts, batting.notOuts],
    [TEXTS.runs, batting.runs],
    [TEXTS.highest, batting.highest ?? '—'],
    [TEXTS.average, rateText(batting.average)],
    [TEXTS.ballsFaced, batting.ballsFaced],
    [TEXTS.strikeRate, rateText(batting.strikeRate)],
    [TEXTS.hundreds, batting.hundreds],
    [TEXTS.fifties, batting.fifties],
    [TEXTS.ducks, batting.ducks],
    [TEXTS.fours, batting.fours],
    [TEXTS.sixes, batting.sixes],
  ];
  return <FigureGrid title={TEXTS.batting} figures={items} />;
}

function Bowling({ bowling }: { bowling: CareerFigures['bowling'] }) {
  const items: [string, string | number][] = [
    [TEXTS.innings, bowling.innings],
    [TEXTS.overs, bowling.overs],
    [TEXTS.maidens, bowling.maidens],
    [TEXTS.runsConceded, bowling.runs],
    [TEXTS.wickets, bowling.wickets],
    [TEXTS.best, bowling.best ?? '—'],
    [TEXTS.average, rateText(bowling.average)],
    [TEXTS.economy, rateText(bowling.economy)],
    [TEXTS.strikeRate, rateText(bowling.strikeRate)],
    [TEXTS.fourWickets, bowling.fourWickets],
    [TEXTS.fiveWickets, bowling.fiveWickets],
  ];
  return <FigureGrid title={TEXTS.bowling} figures={items} />;
}

function Fielding({ fielding }: { fielding: CareerFigures['fielding'] }) {
  const items: [string, number][] = [
    [TEXTS.catches, fielding.catches],
    [TEXTS.stumpings, fielding.stumpings],
    [TEXTS.runOuts, fielding.runOuts],
  ];
  return <FigureGrid title={TEXTS.fielding} figures={items} />;
}

/** A player's career, one format group at a time (the one with most matches first). */
export function CareerSummary({ formats }: { formats: Partial<Record<FormatGroup, CareerFigures>> }) {
  const groups = FORMAT_GROUPS.filter((group) => formats[group]);
  const busiest = [...groups].sort((a, b) => formats[b]!.batting.matches - formats[a]!.batting.matches)[0];
  const [chosen, choose] = useState<FormatGroup | undefined>(undefined);
  const shown = chosen && formats[chosen] ? chosen : busiest;
  if (!shown) return <Empty description={TEXTS.noCareer} />;
  const career = formats[shown]!;
  return (
    <>
      {groups.length > 1 && (
        <Flex gap={8} wrap role="group" aria-label={TEXTS.format} style={{ marginBottom: 16 }}>
          {groups.map((group) => (
            <Button key={group} type={group === shown ? 'primary' : 'default'} aria-pressed={group === shown} onClick={() => choose(group)}>
              {FORMAT_GROUP_LABELS[group]}
            </Button>
          ))}
        </Flex>
      )}
      <Batting batting={career.batting} />
      <Bowling bowling={career.bowling} />
      <Fielding fielding={career.fielding} />
    </>
  );
}
