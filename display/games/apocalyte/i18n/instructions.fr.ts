// Les consignes de l'arbitre en français : un modèle par clé de src/games/apocalyte/words.ts (une
// clé manquante est une erreur de type), mêmes trous que l'anglais. Les territoires sont dits
// avec leur préposition ou leur article (`{en:territory}` : « en Inde », « au Groenland » ;
// `{le:from}` : « l’Inde », « le Groenland », places.fr.ts).

import type { DiceFor, InstructionKey } from '../../../../src/games/apocalyte/words.ts';

export const INSTRUCTIONS_FR: Readonly<Record<InstructionKey, string>> = {
  'deal.cards': '{seat} prend {le:territories} : une armée sur chacun',
  'supplies.placed': '{seat} pose un pion de ravitaillement {en:territories}',
  'scenario.is': 'le scénario est : {scenario}',
  'demo.is':
    'une courte démo : les zombies sur quelques territoires autour de l’Amérique du Sud, en quelques tours',
  'place.each':
    'placez {count} {apocalytes:count} sur chacun de ces territoires : {le:territories}',
  'placement.infection':
    'le point zéro est {le:territory} : remplacez-y une armée par une armée infectée',
  'placement.mutants':
    'point zéro {en:territories} : retirez toutes les armées des joueurs, posez un pion spécial et {count} {apocalytes:count}',
  'placement.aliens':
    'le vaisseau mère se pose {en:territory} : retirez-y toutes les armées et tous les pions de ravitaillement, posez le pion spécial et {count} {apocalytes:count}',
  'placement.demons':
    'des portails s’ouvrent {en:territories} : posez sur chacun un pion spécial et {count} {apocalytes:count}',
  'grow.place': 'placez {count} {apocalytes:count} {en:territories}',
  'grow.mothership': 'placez {count} {apocalytes:count} sur le vaisseau mère, {en:territory}',
  'grow.mothershipSupplies':
    'retirez les pions de ravitaillement {en:territories} et placez {count} {apocalytes:count} sur le vaisseau mère, {en:territory}',
  'grow.portals': 'placez {count} {apocalytes:count} sur chaque portail : {en:territories}',
  'meteorite.falls':
    'la météorite {count} sur {total} tombe {en:territory} : retirez-y toutes les armées et tous les pions de ravitaillement, et posez un pion spécial',
  'movers.drawn': 'les {apocalytes} se déplacent, dans cet ordre : {en:territories}',
  'move.nowhere': '{en:from}, nulle part où aller',
  'move.noSpread': '{en:from}, aucun territoire où se propager',
  'move.apocalytes': 'déplacez {count} {apocalytes:count} depuis {le:from} vers {le:to}',
  'move.withSupplies':
    'déplacez {count} {apocalytes:count} depuis {le:from} vers {le:to} avec {supplies} {supplies|pion|pions} de ravitaillement',
  'move.withMothership':
    'déplacez {count} {apocalytes:count} depuis {le:from} vers {le:to}, et le vaisseau mère avec eux',
  'move.blocked': 'les {apocalytes} restent {en:from}',
  'spread.fails': 'l’infection n’atteint pas {le:to} (il fallait {needed})',
  'spread.reaches':
    'l’infection atteint {le:to} : {seat} y perd une armée, remplacée par une armée infectée',
  'round.attack': '{seat} attaque les {apocalytes} {en:territory}',
  'round.attacked': 'les {apocalytes} attaquent {seat} {en:territory}',
  'quarantine.fails': 'la quarantaine échoue {en:territory}',
  'quarantine.holds': 'la quarantaine tient {en:territory}',
  'round.even': 'aucune perte',
  'round.lose': '{seat} perd {count} {count|armée|armées} {en:territory}',
  'round.add': '{en:territory}, ajoutez {count} {apocalytes:count}',
  'round.remove': '{en:territory}, retirez {count} {apocalytes:count}',
  'round.gain': '{en:territory}, {seat} prend leur place avec {count} {count|armée|armées}',
  'round.saved': 'jets de sauvegarde : {count} {apocalytes:count} {count|survit|survivent}',
  'reroll.apocalytes': 'les {apocalytes} relancent leur dé le plus faible',
  'cure.found': 'un double : la partie {part} sur {parts} du remède est trouvée',
  'cure.missed': 'pas de double : le remède n’est pas trouvé cette fois',
  'terminal.struck':
    'phase terminale : sur un 6, la moitié des armées infectées meurt {en:territories}',
  'terminal.none': 'phase terminale : aucun 6 {en:territories}',
  'mothership.fails': 'l’attaque du vaisseau mère {en:territory} échoue',
  'mothership.destroyed': 'le vaisseau mère est détruit {en:territory} : retirez son pion spécial',
  'portal.closed':
    'le portail est fermé {en:territory} : retirez ses pions de ravitaillement et son pion spécial',
  'move.armies': '{seat} déplace {count} {count|armée|armées} depuis {le:from} vers {le:to}',
  'move.armiesVia':
    '{seat} déplace {count} {count|armée|armées} depuis {le:from} vers {le:to} en passant par {le:via}',
  'move.armiesSupplies':
    '{seat} déplace {count} {count|armée|armées} et {supplies} {supplies|pion|pions} de ravitaillement depuis {le:from} vers {le:to}',
  'move.armiesSuppliesVia':
    '{seat} déplace {count} {count|armée|armées} et {supplies} {supplies|pion|pions} de ravitaillement depuis {le:from} vers {le:to} en passant par {le:via}',
  corrected:
    'correction {en:territory} : {armies}, {count} {apocalytes:count}, {supplies} {supplies|pion|pions} de ravitaillement',
};

export const DICE_FOR_FR: Readonly<Record<DiceFor, string>> = {
  deal: 'distribuer les cartes territoire',
  supplies: 'tirer les pions de ravitaillement',
  scenario: 'tirer le scénario',
  placement: 'tirer les territoires de départ du scénario',
  grow: 'tirer où les Apocalytes se renforcent',
  meteorite: 'tirer où tombe la météorite',
  rioters: 'tirer où apparaissent les nouveaux émeutiers',
  movers: 'tirer quels Apocalytes se déplacent',
  destination: 'tirer où ils vont',
  count: 'lancer combien se déplacent',
  spread: 'lancer si l’infection se propage',
  round: 'lancer la manche de combat',
  apocalyteReroll: 'relancer le dé le plus faible des Apocalytes',
  playerReroll: 'relancer le dé choisi',
  save: 'lancer la sauvegarde de chaque extraterrestre perdu',
  cure: 'lancer deux dés pour une partie du remède',
  terminal: 'lancer pour chaque territoire infecté',
  mothership: 'lancer l’attaque du vaisseau mère',
};
