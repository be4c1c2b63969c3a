// The product's form as the add flow asks for it: the form's code (its lightbox, controls and
// definitions) loads only when a product that has a form is added, not with every product.
export async function askProductForm(formId: string): Promise<string | null> {
  const { openProductForm } = await import('./open-product-form');
  return openProductForm(formId);
}
