// A TypeScript transformer for the browser builds: marks the calls in the top-level declarations of
// shared/contracts as free of side effects (/*#__PURE__*/), so that a bundle keeps only the schemas it uses.
// The package says as much already (sideEffects: false); this carries the promise from whole modules down to
// single declarations, which webpack and the minifier can drop only when every call in them is marked.
'use strict';

const ts = require('typescript');

const markPure = (node) =>
  ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);

function pureDeclarationsTransformer(shouldTransform) {
  return (context) => (sourceFile) => {
    if (!shouldTransform(sourceFile.fileName)) return sourceFile;
    const { factory } = context;

    // Every call or `new` of an initializer, except inside functions (their bodies run later, if ever). A
    // chain (`z.string().min(1)`) is one expression: only its outermost call carries the mark.
    const visit = (node, chained = false) => {
      if (ts.isFunctionLike(node)) return node;
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? factory.updatePropertyAccessExpression(
              node.expression,
              visit(node.expression.expression, true),
              node.expression.name,
            )
          : visit(node.expression);
        const args = node.arguments && factory.createNodeArray(node.arguments.map((arg) => visit(arg)));
        const updated = ts.isCallExpression(node)
          ? factory.updateCallExpression(node, callee, node.typeArguments, args)
          : factory.updateNewExpression(node, callee, node.typeArguments, args);
        return chained ? updated : markPure(updated);
      }
      return ts.visitEachChild(node, (child) => visit(child), context);
    };

    const visitDeclaration = (declaration) =>
      declaration.initializer
        ? factory.updateVariableDeclaration(
            declaration,
            declaration.name,
            declaration.exclamationToken,
            declaration.type,
            visit(declaration.initializer),
          )
        : declaration;

    const visitStatement = (statement) =>
      ts.isVariableStatement(statement)
        ? factory.updateVariableStatement(
            statement,
            statement.modifiers,
            factory.updateVariableDeclarationList(
              statement.declarationList,
              statement.declarationList.declarations.map(visitDeclaration),
            ),
          )
        : statement;

    return factory.updateSourceFile(sourceFile, sourceFile.statements.map(visitStatement));
  };
}

module.exports = { pureDeclarationsTransformer };
