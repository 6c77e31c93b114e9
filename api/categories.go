package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
)

func (s *Server) listCategories(c *gin.Context) {
	cats, err := s.Store.ListCategories(c.Request.Context())
	if err != nil {
		fail(c, err)
		return
	}
	c.JSON(http.StatusOK, withVersionedThumbnails(cats...))
}

func (s *Server) getCategory(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	cat, err := s.Store.CategoryByID(c.Request.Context(), id)
	if err != nil {
		fail(c, err)
		return
	}
	c.JSON(http.StatusOK, withVersionedThumbnails(*cat)[0])
}

type categoryInput struct {
	Name      string `json:"name"`
	Thumbnail string `json:"thumbnail"`
}

func (in categoryInput) validate() error {
	switch name := strings.TrimSpace(in.Name); {
	case name == "":
		return apperr.InvalidFields("Cannot leave category name empty", map[string]string{"name": "Cannot leave category name empty"})
	case len(name) > 100:
		return apperr.InvalidFields("Category name must be at most 100 characters", map[string]string{"name": "Category name must be at most 100 characters"})
	case len(in.Thumbnail) > 500:
		return apperr.Invalid("Thumbnail must be at most 500 characters")
	}
	return nil
}

func (s *Server) createCategory(c *gin.Context) {
	s.saveCategory(c, &models.Category{}, http.StatusCreated)
}

func (s *Server) updateCategory(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	cat, err := s.Store.CategoryByID(c.Request.Context(), id)
	if err != nil {
		fail(c, err)
		return
	}
	s.saveCategory(c, cat, http.StatusOK)
}

func (s *Server) saveCategory(c *gin.Context, cat *models.Category, status int) {
	var in categoryInput
	if !bindJSON(c, &in) {
		return
	}
	if err := in.validate(); err != nil {
		fail(c, err)
		return
	}
	cat.Name = strings.TrimSpace(in.Name)
	if in.Thumbnail != "" || cat.ID == 0 {
		cat.Thumbnail = in.Thumbnail
	}
	if err := s.Store.SaveCategory(c.Request.Context(), cat); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.Conflict("A category with this name already exists.")
		}
		fail(c, err)
		return
	}
	c.JSON(status, withVersionedThumbnails(*cat)[0])
}

func (s *Server) deleteCategory(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	err := s.Store.DeleteCategory(c.Request.Context(), id)
	if errors.Is(err, models.ErrInUse) {
		err = apperr.Conflict("This category still has consultants and cannot be deleted.")
	}
	if err != nil {
		fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
