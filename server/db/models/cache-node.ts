import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One message in an account's cache tree. */
export class CacheNode extends Model<InferAttributes<CacheNode>, InferCreationAttributes<CacheNode>> {
  declare id: string;
  declare accountId: string;
  declare parentId: string | null;
  /** Canonical JSON of the message; for a template, the message with {{placeholders}}. */
  declare message: string;
  declare messageHash: string;
  /** JSON describing the template (variables, provenance); null for a literal message. */
  declare template: string | null;
  declare hits: number;
  declare lastHitAt: Date | null;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    CacheNode.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        accountId: { type: DataTypes.STRING(36), allowNull: false },
        parentId: { type: DataTypes.STRING(36), allowNull: true },
        message: { type: DataTypes.TEXT, allowNull: false },
        messageHash: { type: DataTypes.STRING(64), allowNull: false },
        template: { type: DataTypes.TEXT, allowNull: true },
        hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastHitAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'cache_nodes', updatedAt: false },
    );
  }
}
