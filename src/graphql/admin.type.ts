import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

export enum ImportOutcome {
  IMPORTED = "imported",
  UNCHANGED = "unchanged",
}
registerEnumType(ImportOutcome, { name: "ImportOutcome", description: "IMPORTED: stored now; UNCHANGED: the same content was already stored." });

@ObjectType({ simpleResolvers: true, description: "What importing one rules release did." })
export class ReleaseImport {
  @Field(() => String) version!: string;
  @Field(() => ImportOutcome) outcome!: ImportOutcome;
  @Field(() => Int) ruleCount!: number;
  @Field(() => Int, { description: "Numbering anomalies the parser reported (see RulesRelease.warnings)." }) warningCount!: number;
  @Field(() => Int, { description: "Milliseconds the import took." }) ms!: number;
}

@ObjectType({ simpleResolvers: true, description: "What re-importing the card library did." })
export class CardLibraryImport {
  @Field(() => ImportOutcome) outcome!: ImportOutcome;
  @Field(() => Int) cards!: number;
  @Field(() => Int, { description: "Text versions (printings and errata) stored." }) texts!: number;
  @Field(() => Int) warningCount!: number;
  @Field(() => Int, { description: "Milliseconds the import took." }) ms!: number;
}
