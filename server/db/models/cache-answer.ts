import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A recorded upstream answer: hangs under the node of a request's last message, per generation key. */
export class CacheAnswer extends Model<InferAttributes<CacheAnswer>, InferCreationAttributes<CacheAnswer>> {
  declare id: string;
  declare accountId: string;
  declare nodeId: string;
  declare answerNodeId: string;
  declare generationKey: string;
  declare generationKeyHash: string;
  /** The upstream's JSON body as recorded (templated when the entry is a template). */
  declare body: string;
  declare template: string | null;
  /** 'pending' while waiting for template induction, 'done' after; null when not queued. */
  declare induction: string | null;
  /** What induction concluded when it examined this answer, in words (induction-outcome.ts). */
  declare inductionOutcome: string | null;
  /** An induced template's lifecycle as JSON (templates/template-lifecycle.ts). */
  declare lifecycle: string | null;
  declare hits: number;
  declare lastHitAt: Date | null;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    CacheAnswer.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        accountId: { type: DataTypes.STRING(36), allowNull: false },
        nodeId: { type: DataTypes.STRING(36), allowNull: false },
        answerNodeId: { type: DataTypes.STRING(36), allowNull: false },
        generationKey: { type: DataTypes.TEXT, allowNull: false },
        generationKeyHash: { type: DataTypes.STRING(64), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        template: { type: DataTypes.TEXT, allowNull: true },
        induction: { type: DataTypes.STRING(16), allowNull: true },
        inductionOutcome: { type: DataTypes.TEXT, allowNull: true },
        lifecycle: { type: DataTypes.TEXT, allowNull: true },
        hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastHitAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'cache_answers', updatedAt: false },
    );
  }
}
