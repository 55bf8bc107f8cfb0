-- An Equipment's Might Bonus (137): the rules engine adds it to the Might of the unit it is attached to.
ALTER TABLE "Card" ADD COLUMN "mightBonus" INTEGER;
